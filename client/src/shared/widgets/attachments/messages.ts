import { defineMessages } from '../../i18n/defineMessages';

/** Texts of the attachment widget (spec part 1 sections 5 and 8). */
export const attachmentMessages = defineMessages({
  att_upload_picture: { en: 'Upload picture', zh: '上传图片' },
  att_upload_file: { en: 'Upload file', zh: '上传文件' },
  att_uploading: { en: 'Uploading {name}', zh: '正在上传 {name}' },
  att_uploaded: { en: 'Uploaded successfully', zh: '上传成功' },
  att_upload_failed: { en: 'Upload failed', zh: '上传失败' },
  att_removed: { en: 'Removed successfully', zh: '移除成功' },
  att_picture_format: { en: 'Only {formats} pictures can be uploaded', zh: '只能上传 {formats} 格式的图片' },
  att_document_picture: { en: 'Pictures cannot be uploaded as documents', zh: '不能将图片作为文件上传' },
  att_document_format: { en: 'Only {formats} files can be uploaded', zh: '只能上传 {formats} 格式的文件' },
  att_picture_too_large: { en: 'The picture cannot be larger than {max}', zh: '图片大小不能超过 {max}' },
  att_document_too_large: { en: 'The file cannot be larger than {max}', zh: '文件大小不能超过 {max}' },
  att_empty: { en: 'The file is empty', zh: '文件为空' },
  att_max_pictures: { en: 'Max {max} pictures', zh: '最多上传 {max} 张图片' },
  att_max_files: { en: 'Limit {max} files', zh: '限制上传 {max} 个文件' },
  att_preview: { en: 'Preview {name}', zh: '预览 {name}' },
  att_download: { en: 'Download {name}', zh: '下载 {name}' },
  att_remove: { en: 'Remove {name}', zh: '删除 {name}' },
  att_move_left: { en: 'Move {name} left', zh: '将 {name} 左移' },
  att_move_right: { en: 'Move {name} right', zh: '将 {name} 右移' },
  att_remove_title: { en: 'Remove file', zh: '删除文件' },
  att_remove_body: { en: 'Remove {name}?', zh: '确定删除 {name} 吗？' },
  att_close: { en: 'Close', zh: '关闭' },
  att_none: { en: 'No files yet', zh: '暂无文件' },
});
