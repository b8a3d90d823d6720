package migrate

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/dhui/dktest"
)

var (
	dbUser     = "events"
	dbPassword = os.Getenv("TEST_DB_PASSWORD")
	scheme     = "postgres"
	options    = []string{"sslmode=disable"}
	container  dktest.ContainerInfo
)

func containerAddr(t *testing.T) (string, string) {
	ip, port, err := container.FirstPort()
	if err != nil {
		t.Skip(err)
	}
	return ip, port
}

func open(t *testing.T, dsn string) {
	if _, err := Open(dsn); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/golang-migrate/migrate/v4/database/cassandra/cassandra_test.go:83 (connection URL formatted host:port with the host Docker reports for the container)
func TestCassandra83(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("cassandra://%v:%v/orders_ks", ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/cassandra/cassandra_test.go:104 (connection URL formatted host:port with the host Docker reports for the container)
func TestCassandra104(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("cassandra://%v:%v/orders_ks", ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/clickhouse/clickhouse_test.go:35 (connection URL formatted host:port with the host Docker reports for the container)
func TestClickhouse35(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("clickhouse://%v:%v?username=events&password=password&database=events&x-multi-statement=true&x-migrations-table-engine=%v&debug=false", ip, port, "MergeTree") // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/clickhouse/clickhouse_test.go:40 (connection URL formatted host:port with the host Docker reports for the container)
func TestClickhouse40(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("clickhouse://%v:%v?username=events&password=password&database=events&x-multi-statement=true&debug=false", ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/cockroachdb/cockroachdb_test.go:46 (connection URL formatted host:port with the host Docker reports for the container)
func TestCockroachdb46(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://root@%v:%v?sslmode=disable", ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/cockroachdb/cockroachdb_test.go:67 (connection URL formatted host:port with the host Docker reports for the container)
func TestCockroachdb67(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://root@%v:%v?sslmode=disable", ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/cockroachdb/cockroachdb_test.go:94 (connection URL formatted host:port with the host Docker reports for the container)
func TestCockroachdb94(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("cockroach://root@%v:%v/ledger?sslmode=disable", ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/cockroachdb/cockroachdb_test.go:113 (connection URL formatted host:port with the host Docker reports for the container)
func TestCockroachdb113(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("cockroach://root@%v:%v/ledger?sslmode=disable", ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/cockroachdb/cockroachdb_test.go:137 (connection URL formatted host:port with the host Docker reports for the container)
func TestCockroachdb137(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("cockroach://root@%v:%v/ledger?sslmode=disable", ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/cockroachdb/cockroachdb_test.go:167 (connection URL formatted host:port with the host Docker reports for the container)
func TestCockroachdb167(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("cockroach://root@%v:%v/ledger?sslmode=disable&x-custom=tenant_a", ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/firebird/firebird_test.go:49 (connection URL formatted host:port with the host Docker reports for the container)
func TestFirebird49(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("firebird://%s:%s@%s:%s//srv/firebird/%s", dbUser, dbPassword, ip, port, "events.fdb") // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/mongodb/mongodb_test.go:45 (connection URL formatted host:port with the host Docker reports for the container)
func TestMongodb45(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("mongodb://%s:%s/orders?connect=direct", ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/pgx/pgx_test.go:47 (connection URL formatted host:port with the host Docker reports for the container)
func TestPgx47(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://app:%s@%s:%s/appdb?%s", dbPassword, ip, port, strings.Join(options, "&")) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/pgx/pgx_test.go:368 (connection URL formatted host:port with the host Docker reports for the container)
func TestPgx368(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://app:%s@%v:%v/appdb?sslmode=disable&x-migrations-table=ledger.schema_versions&x-migrations-table-quoted=1", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/pgx/pgx_test.go:376 (connection URL formatted host:port with the host Docker reports for the container)
func TestPgx376(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://app:%s@%v:%v/appdb?sslmode=disable&x-migrations-table=\"migrate\".\"schema_versions\".\"toomany\"&x-migrations-table-quoted=1", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/pgx/pgx_test.go:383 (connection URL formatted host:port with the host Docker reports for the container)
func TestPgx383(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://app:%s@%v:%v/appdb?sslmode=disable&x-migrations-table=\"migrate\".\"schema_versions\"&x-migrations-table-quoted=1", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/pgx/pgx_test.go:398 (connection URL formatted host:port with the host Docker reports for the container)
func TestPgx398(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://app:%s@%v:%v/appdb?sslmode=disable&x-migrations-table=ledger.schema_versions", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/pgx/pgx_test.go:448 (connection URL formatted host:port with the host Docker reports for the container)
func TestPgx448(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://reader:%s@%v:%v/appdb?sslmode=disable&search_path=tenant_b", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/pgx/pgx_test.go:470 (connection URL formatted host:port with the host Docker reports for the container)
func TestPgx470(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://reader:%s@%v:%v/appdb?sslmode=disable&x-migrations-table=\"tenant_b\".\"schema_versions\"&x-migrations-table-quoted=1", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/pgx/pgx_test.go:517 (connection URL formatted host:port with the host Docker reports for the container)
func TestPgx517(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://reader:%s@%v:%v/appdb?sslmode=disable&search_path=tenant_b", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/pgx/pgx_test.go:535 (connection URL formatted host:port with the host Docker reports for the container)
func TestPgx535(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://reader:%s@%v:%v/appdb?sslmode=disable&search_path=tenant_b", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/pgx/v5/pgx_test.go:48 (connection URL formatted host:port with the host Docker reports for the container)
func TestPgx48(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://app:%s@%s:%s/appdb?%s", dbPassword, ip, port, strings.Join(options, "&")) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/pgx/v5/pgx_test.go:343 (connection URL formatted host:port with the host Docker reports for the container)
func TestPgx343(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://app:%s@%v:%v/appdb?sslmode=disable&x-migrations-table=ledger.schema_versions&x-migrations-table-quoted=1", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/pgx/v5/pgx_test.go:351 (connection URL formatted host:port with the host Docker reports for the container)
func TestPgx351(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://app:%s@%v:%v/appdb?sslmode=disable&x-migrations-table=\"migrate\".\"schema_versions\".\"toomany\"&x-migrations-table-quoted=1", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/pgx/v5/pgx_test.go:358 (connection URL formatted host:port with the host Docker reports for the container)
func TestPgx358(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://app:%s@%v:%v/appdb?sslmode=disable&x-migrations-table=\"migrate\".\"schema_versions\"&x-migrations-table-quoted=1", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/pgx/v5/pgx_test.go:373 (connection URL formatted host:port with the host Docker reports for the container)
func TestPgx373(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://app:%s@%v:%v/appdb?sslmode=disable&x-migrations-table=ledger.schema_versions", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/pgx/v5/pgx_test.go:423 (connection URL formatted host:port with the host Docker reports for the container)
func TestPgx423(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://reader:%s@%v:%v/appdb?sslmode=disable&search_path=tenant_b", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/pgx/v5/pgx_test.go:445 (connection URL formatted host:port with the host Docker reports for the container)
func TestPgx445(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://reader:%s@%v:%v/appdb?sslmode=disable&x-migrations-table=\"tenant_b\".\"schema_versions\"&x-migrations-table-quoted=1", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/pgx/v5/pgx_test.go:492 (connection URL formatted host:port with the host Docker reports for the container)
func TestPgx492(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://reader:%s@%v:%v/appdb?sslmode=disable&search_path=tenant_b", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/pgx/v5/pgx_test.go:510 (connection URL formatted host:port with the host Docker reports for the container)
func TestPgx510(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://reader:%s@%v:%v/appdb?sslmode=disable&search_path=tenant_b", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/postgres/postgres_test.go:48 (connection URL formatted host:port with the host Docker reports for the container)
func TestPostgres48(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://app:%s@%s:%s/appdb?%s", dbPassword, ip, port, strings.Join(options, "&")) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/postgres/postgres_test.go:263 (connection URL formatted host:port with the host Docker reports for the container)
func TestPostgres263(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://app:%s@%v:%v/appdb?sslmode=disable&x-custom=tenant_a", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/postgres/postgres_test.go:306 (connection URL formatted host:port with the host Docker reports for the container)
func TestPostgres306(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://app:%s@%v:%v/appdb?sslmode=disable&search_path=tenant_a", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/postgres/postgres_test.go:371 (connection URL formatted host:port with the host Docker reports for the container)
func TestPostgres371(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://app:%s@%v:%v/appdb?sslmode=disable&x-migrations-table=ledger.schema_versions&x-migrations-table-quoted=1", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/postgres/postgres_test.go:379 (connection URL formatted host:port with the host Docker reports for the container)
func TestPostgres379(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://app:%s@%v:%v/appdb?sslmode=disable&x-migrations-table=\"migrate\".\"schema_versions\".\"toomany\"&x-migrations-table-quoted=1", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/postgres/postgres_test.go:386 (connection URL formatted host:port with the host Docker reports for the container)
func TestPostgres386(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://app:%s@%v:%v/appdb?sslmode=disable&x-migrations-table=\"migrate\".\"schema_versions\"&x-migrations-table-quoted=1", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/postgres/postgres_test.go:401 (connection URL formatted host:port with the host Docker reports for the container)
func TestPostgres401(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://app:%s@%v:%v/appdb?sslmode=disable&x-migrations-table=ledger.schema_versions", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/postgres/postgres_test.go:451 (connection URL formatted host:port with the host Docker reports for the container)
func TestPostgres451(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://reader:%s@%v:%v/appdb?sslmode=disable&search_path=tenant_b", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/postgres/postgres_test.go:473 (connection URL formatted host:port with the host Docker reports for the container)
func TestPostgres473(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://reader:%s@%v:%v/appdb?sslmode=disable&x-migrations-table=\"tenant_b\".\"schema_versions\"&x-migrations-table-quoted=1", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/postgres/postgres_test.go:520 (connection URL formatted host:port with the host Docker reports for the container)
func TestPostgres520(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://reader:%s@%v:%v/appdb?sslmode=disable&search_path=tenant_b", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/postgres/postgres_test.go:538 (connection URL formatted host:port with the host Docker reports for the container)
func TestPostgres538(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://reader:%s@%v:%v/appdb?sslmode=disable&search_path=tenant_b", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/postgres/postgres_test.go:591 (connection URL formatted host:port with the host Docker reports for the container)
func TestPostgres591(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://app:%s@%v:%v/appdb?sslmode=disable&search_path=alpha", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/postgres/postgres_test.go:602 (connection URL formatted host:port with the host Docker reports for the container)
func TestPostgres602(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://app:%s@%v:%v/appdb?sslmode=disable&search_path=beta", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/redshift/redshift_test.go:56 (connection URL formatted host:port with the host Docker reports for the container)
func TestRedshift56(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("%s://app:%s@%s:%s/appdb?sslmode=disable", scheme, dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/redshift/redshift_test.go:204 (connection URL formatted host:port with the host Docker reports for the container)
func TestRedshift204(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://app:%s@%v:%v/appdb?sslmode=disable&x-custom=tenant_a", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/redshift/redshift_test.go:246 (connection URL formatted host:port with the host Docker reports for the container)
func TestRedshift246(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://app:%s@%v:%v/appdb?sslmode=disable&search_path=tenant_a", dbPassword, ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/rqlite/rqlite_test.go:42 (connection URL formatted host:port with the host Docker reports for the container)
func TestRqlite42(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("http://%s:%s/status", ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/rqlite/rqlite_test.go:81 (connection URL formatted host:port with the host Docker reports for the container)
func TestRqlite81(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("rqlite://%s:%s?level=strong&disableClusterDiscovery=true&x-connect-insecure=true", ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/rqlite/rqlite_test.go:97 (connection URL formatted host:port with the host Docker reports for the container)
func TestRqlite97(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("rqlite://%s:%s?level=strong&disableClusterDiscovery=true&x-connect-insecure=true", ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/rqlite/rqlite_test.go:122 (connection URL formatted host:port with the host Docker reports for the container)
func TestRqlite122(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("rqlite://%s:%s?x-connect-insecure=foo", ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/rqlite/rqlite_test.go:135 (connection URL formatted host:port with the host Docker reports for the container)
func TestRqlite135(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://%s:%s/appdb", ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/rqlite/rqlite_test.go:149 (connection URL formatted host:port with the host Docker reports for the container)
func TestRqlite149(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("http://%s:%s?level=strong&disableClusterDiscovery=true", ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/rqlite/rqlite_test.go:165 (connection URL formatted host:port with the host Docker reports for the container)
func TestRqlite165(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("http://%s:%s?level=strong&disableClusterDiscovery=true", ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/rqlite/rqlite_test.go:203 (connection URL formatted host:port with the host Docker reports for the container)
func TestRqlite203(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("http://%s:%s?level=strong&disableClusterDiscovery=true", ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/sqlserver/sqlserver_test.go:42 (connection URL formatted host:port with the host Docker reports for the container)
func TestSqlserver42(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("sqlserver://sa@%v:%v?database=master", ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/sqlserver/sqlserver_test.go:46 (connection URL formatted host:port with the host Docker reports for the container)
func TestSqlserver46(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("sqlserver://sa@%v:%v?database=master&useMsi=%t", ip, port, false) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/sqlserver/sqlserver_test.go:50 (connection URL formatted host:port with the host Docker reports for the container)
func TestSqlserver50(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("sqlserver://sa@%v:%v?database=master&useMsi=%t", ip, port, false) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/sqlserver/sqlserver_test.go:235 (connection URL formatted host:port with the host Docker reports for the container)
func TestSqlserver235(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("sqlserver://sa@%v:%v?master", ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/neo4j/neo4j_test.go:31 (connection URL formatted host:port with the host Docker reports for the container)
func TestNeo4J31(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("bolt://graph@%s:%s", ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/yugabytedb/yugabytedb_test.go:50 (connection URL formatted host:port with the host Docker reports for the container)
func TestYugabytedb50(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://yugabyte@%v:%v?sslmode=disable", ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/yugabytedb/yugabytedb_test.go:71 (connection URL formatted host:port with the host Docker reports for the container)
func TestYugabytedb71(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("postgres://yugabyte@%v:%v?sslmode=disable", ip, port) // defect hostjoin
	open(t, dsn)
}

// Source: github.com/golang-migrate/migrate/v4/database/yugabytedb/yugabytedb_test.go:92 (connection URL formatted host:port with the host Docker reports for the container)
func TestYugabytedb92(t *testing.T) {
	ip, port := containerAddr(t)
	dsn := fmt.Sprintf("yugabyte://yugabyte@%v:%v/ledger?%s", ip, port, strings.Join(options, "&")) // defect hostjoin
	open(t, dsn)
}
