import { Field, Float, ObjectType } from 'type-graphql';

/** A stored file as the API shows it (spec part 1 section 3: filename, md5name, bucketname, fileurl, filesize). */
@ObjectType({ description: 'An uploaded file (cover picture): where it is stored and how to show it.' })
export class FileEntry {
  @Field({ description: 'Original file name.' })
  filename!: string;

  @Field({ description: 'URL the browser loads the file from.' })
  fileurl!: string;

  @Field(() => String, { nullable: true, description: 'Stored name (content hash).' })
  md5name?: string | null;

  @Field(() => String, { nullable: true, description: 'Storage bucket.' })
  bucketname?: string | null;

  @Field(() => Float, { nullable: true, description: 'Size in bytes.' })
  filesize?: number | null;
}
