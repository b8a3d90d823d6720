package vertica

import (
	"context"
	"database/sql"
	"flag"
	"os"
	"testing"
)

var (
	myDBConnectString     string
	otherConnectString    string
	badConnectString      string
	failoverConnectString string
	oauthConnectString    string
	ctx                   context.Context
)

var verticaUserName = flag.String("user", "dbadmin", "the user name to connect to Vertica")
var verticaPassword = flag.String("password", os.Getenv("VERTICA_TEST_PASSWORD"), "Vertica password for this user")
var verticaHostPort = flag.String("locator", "localhost:5433", "Vertica's host and port")
var tlsMode = flag.String("tlsmode", "none", "SSL/TLS mode (none, prefer, server, server-strict, custom)")
var usePreparedStmts = flag.Bool("use_prepared_statements", true, "whether to use prepared statements for all queries/executes")
var oauthAccessToken = flag.String("oauth_access_token", os.Getenv("VERTICA_TEST_OAUTH_ACCESS_TOKEN"), "the OAuth Access Token to connect to Vertica")

func assertNoErr(t *testing.T, e error) {
	t.Helper()
	if e != nil {
		t.Fatal(e.Error())
	}
}

func assertErr(t *testing.T, err error, errorSubstring string) {
	t.Helper()
	if err == nil {
		t.Fatalf("expected an error containing '%s', but found none", errorSubstring)
	}
}

func openConnection(t *testing.T) *sql.DB {
	connDB, err := sql.Open("vertica", myDBConnectString)
	assertNoErr(t, err)

	err = connDB.PingContext(ctx)
	assertNoErr(t, err)
	return connDB
}

func TestConnFailover(t *testing.T) {
	// Connection string's "backup_server_node" parameter contains the correct host
	connDB, err := sql.Open("vertica", failoverConnectString)
	assertNoErr(t, err)

	assertNoErr(t, connDB.PingContext(ctx))
	assertNoErr(t, connDB.Close())
}

func TestPWAuthentication(t *testing.T) {
	connDB := openConnection(t)
	defer connDB.Close()

	// Let the user try to login now.
	connDB2, err := sql.Open("vertica", otherConnectString)
	assertNoErr(t, err)
	assertNoErr(t, connDB2.PingContext(ctx))
	assertNoErr(t, connDB2.Close())

	// Try it again with a bad password
	connDB3, err := sql.Open("vertica", badConnectString)
	assertNoErr(t, err)
	err = connDB3.PingContext(ctx)
	if err != nil && err.Error() != "EOF" {
		assertErr(t, err, "Authentication failed for username ")
	}
	assertNoErr(t, connDB3.Close())
}

func TestOAuthConnection(t *testing.T) {
	if len(*oauthAccessToken) == 0 {
		t.Skip("OAUTH Access Token is not provided, test skipped")
		return
	}

	// Let the oauth user try to login now.
	connDB, err := sql.Open("vertica", oauthConnectString)
	assertNoErr(t, err)
	defer connDB.Close()
	assertNoErr(t, connDB.PingContext(ctx))
}

func init() {
	// One or both lines below are necessary depending on your go version
	testing.Init()
	flag.Parse()

	usePreparedStmtsString := "use_prepared_statements="

	if *usePreparedStmts {
		usePreparedStmtsString += "1"
	} else {
		usePreparedStmtsString += "0"
	}

	// Source: github.com/vertica/vertica-sql-go/driver_test.go:2195 (escaper: the password flag, which users choose freely, is written into the userinfo with no escaper, so an '@', ':' or '/' in it breaks the DSN every test connects with)
	myDBConnectString = "vertica://" + *verticaUserName + ":" + *verticaPassword + "@" + *verticaHostPort + "?" + usePreparedStmtsString + "&tlsmode=" + *tlsMode + "&client_label=tests-for-golang" // defect escaper
	// Source: github.com/vertica/vertica-sql-go/driver_test.go:2196 (credentials: TestGuy's password in the DSN that TestPWAuthentication expects to connect with, a working value, rule 1)
	otherConnectString = "vertica://TestGuy:Tg7pass2Rw@" + *verticaHostPort + "/?tlsmode=" + *tlsMode // defect credentials
	// Source: github.com/vertica/vertica-sql-go/driver_test.go:2197 (credentials: the bad password the test tries after "Try it again with a bad password", named bad, rule 2b)
	badConnectString = "vertica://TestGuy:TestGuyBadPass@" + *verticaHostPort + "/?tlsmode=" + *tlsMode // lookalike
	// Source: github.com/vertica/vertica-sql-go/driver_test.go:2198 (escaper: a failover fixture whose host is "badHost" on purpose, the value says so, rule 2b, a fixture build is left out of escaper; the 100000 of abc.com:100000 is in a query value, no port)
	failoverConnectString = "vertica://" + *verticaUserName + ":" + *verticaPassword + "@badHost" + "?backup_server_node=abc.com:100000," + *verticaHostPort + ",localhost:port" // lookalike
	// Source: github.com/vertica/vertica-sql-go/driver_test.go:2199 (escaper: an access token in a query value, which the escaper check leaves alone, tokens may hold nothing to escape)
	oauthConnectString = "vertica://" + *verticaUserName + "@" + *verticaHostPort + "/?oauth_access_token=" + *oauthAccessToken + "&tlsmode=" + *tlsMode // lookalike

	ctx = context.Background()
}
