//! Every cell of a Ribs database, read as text: the scan that must find nothing of a
//! forgotten person (`/ribs forget`, `ribs forget`).

use std::path::Path;

use sqlx::Connection;

/// A cell: its table, its column and its value as text.
pub type Cell = (String, String, String);

/// Every non-null cell of every table of the database `path` stands for (see
/// `support::database`), as text: on SQLite tables listed from `sqlite_master`, columns
/// from `pragma_table_info`; on PostgreSQL from `information_schema`.
pub async fn every_cell(path: &Path) -> Vec<Cell> {
    if super::database::on_postgres() {
        return every_cell_on_postgres(&super::database::url_for(path)).await;
    }
    let url = format!("sqlite://{}?mode=ro", path.display());
    let mut conn = sqlx::SqliteConnection::connect(&url).await.unwrap();
    let tables: Vec<String> =
        sqlx::query_scalar("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            .fetch_all(&mut conn)
            .await
            .unwrap();
    assert!(
        [
            "players",
            "matches",
            "seats",
            "results",
            "standings",
            "ratings"
        ]
        .iter()
        .all(|t| tables.iter().any(|n| n == t)),
        "{tables:?}"
    );
    let mut cells = Vec::new();
    for table in tables {
        let columns: Vec<String> =
            sqlx::query_scalar("SELECT name FROM pragma_table_info(?) ORDER BY cid")
                .bind(&table)
                .fetch_all(&mut conn)
                .await
                .unwrap();
        for column in columns {
            // As bytes (numbers as their text), read as text whatever they hold.
            let sql = format!(
                "SELECT CAST(\"{column}\" AS BLOB) FROM \"{table}\" WHERE \"{column}\" IS NOT NULL"
            );
            let values: Vec<Vec<u8>> = sqlx::query_scalar(sqlx::AssertSqlSafe(sql))
                .fetch_all(&mut conn)
                .await
                .unwrap();
            cells.extend(values.into_iter().map(|v| {
                let text = String::from_utf8_lossy(&v).into_owned();
                (table.clone(), column.clone(), text)
            }));
        }
    }
    conn.close().await.unwrap();
    cells
}

async fn every_cell_on_postgres(url: &str) -> Vec<Cell> {
    let mut conn = sqlx::PgConnection::connect(url).await.unwrap();
    let columns: Vec<(String, String)> = sqlx::query_as(
        "SELECT table_name::text, column_name::text FROM information_schema.columns
         WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position",
    )
    .fetch_all(&mut conn)
    .await
    .unwrap();
    assert!(columns.iter().any(|(t, _)| t == "standings"), "{columns:?}");
    let mut cells = Vec::new();
    for (table, column) in columns {
        let sql =
            format!("SELECT \"{column}\"::text FROM \"{table}\" WHERE \"{column}\" IS NOT NULL");
        let values: Vec<String> = sqlx::query_scalar(sqlx::AssertSqlSafe(sql))
            .fetch_all(&mut conn)
            .await
            .unwrap();
        cells.extend(
            values
                .into_iter()
                .map(|v| (table.clone(), column.clone(), v)),
        );
    }
    conn.close().await.unwrap();
    cells
}

/// The cells holding `needle` (an id's digits, or a name) anywhere in their text.
pub fn found<'a>(cells: &'a [Cell], needle: &str) -> Vec<&'a Cell> {
    cells
        .iter()
        .filter(|(_, _, v)| v.contains(needle))
        .collect()
}
