import { Field, InputType, ObjectType } from 'type-graphql';
import { TEXT_BOUNDS } from '../../contract/validation';
import { Bounded } from '../../graphql/input-guard';

@ObjectType({ description: 'A column of a data table as its user chose it.' })
export class TableColumn {
  @Field({ description: "The column's name (its prop)." })
  name!: string;

  @Field({ description: 'Whether the column is shown.' })
  isvisible!: boolean;
}

@InputType({ description: 'A column of a data table: its name (1-50 characters, each once) and whether it is shown.' })
export class TableColumnInput {
  @Bounded(TEXT_BOUNDS.columnName)
  @Field({ description: "The column's name (its prop), 1-50 characters." })
  name!: string;

  @Field({ description: 'Whether the column is shown.' })
  isvisible!: boolean;
}
