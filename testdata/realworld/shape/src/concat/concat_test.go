package concat

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

// Source: github.com/influxdata/telegraf/plugins/common/postgresql/config_test.go
// A DSN built from a fixed prefix and query parameters under test; the
// password in the prefix is incidental.
func TestDSNEscaping(t *testing.T) {
	parts := []string{"application_name=a%3Db"}
	dsn := "postgresql://reader:readpw@localhost:5432/db?" + strings.Join(parts, "&") // defect credentials
	_ = dsn
}

// Source: github.com/mongodb/mongo-go-driver/x/mongo/driver/connstring/connstring_test.go
// Connection strings built for each auth option under test.
func TestAuthOptions(t *testing.T) {
	for _, opt := range []string{"authSource=admin", "authMechanism=SCRAM-SHA-256"} {
		s := fmt.Sprintf("mongodb://svc:svcpw@localhost/?%s", opt) // defect credentials
		_ = s
	}
	for _, db := range []string{"admin", "reports"} {
		s := fmt.Sprintf("mongodb://svc:svcpw@localhost/%s", db) // defect credentials
		_ = s
	}
}

// Source: github.com/google/go-cloud/mysql/mysql_test.go
// The URL of a test database: fixed user and password, host from the
// test's container.
func TestOpenContainerDB(t *testing.T) {
	host := "127.0.0.1:3306"
	urlstr := "mysql://tester:testerpw@" + host + "/db?parseTime=true" // defect credentials
	_ = urlstr
}

// Source: github.com/google/go-cloud/docstore/mongodocstore/docdb_test.go
// A format for the connection string, filled in with user, password and
// host from the environment.
const connectionStringTemplate = "mongodb://%s:%s@%s/?connect=direct&connectTimeoutMS=3000" // lookalike

func TestDocDBConnString(t *testing.T) {
	_ = fmt.Sprintf(connectionStringTemplate, "u", "p", "h")
}

// Source: github.com/prometheus/prometheus/cmd/prometheus/query_log_test.go
// Format strings of the queries a test sends to the server it started;
// the hosts it runs with are "127.0.0.1" and "[::1]", the IPv6 one in
// brackets already, so joining with ':' is right.
func TestQueryURLs(t *testing.T) {
	for _, host := range []string{"127.0.0.1", "[::1]"} {
		port, prefix := 9090, ""
		u := fmt.Sprintf(
			"http://%s:%d%s/api/v1/query_range?step=5&start=0&end=3600&query=%s", // lookalike
			host, port, prefix, url.QueryEscape("up"),
		)
		_ = u
	}
}

// Source: github.com/etcd-io/etcd/tests/e2e/etcd_config_test.go
// A flag value that is a comma-separated list of two URLs.
func TestPeerFlags(t *testing.T) {
	peerIP, base := "10.0.0.1", 20000
	args := []string{
		"--listen-peer-urls", fmt.Sprintf("https://%s:%d,https://%s:%d", peerIP, base, peerIP, base+5), // lookalike
	}
	_ = args
}

// Source: github.com/FlashpointProject/zipfs/file_server.go
// The htaccess handler rebuilds the request URL from a path that starts
// with '/': "http:/" + "/host/page" is "http://host/page".
func TestHtaccessURL(t *testing.T) {
	path := "/games.example.com/index.html"
	u, err := url.Parse(fmt.Sprintf("http:/%s", path)) // lookalike
	if err != nil || u.Host != "games.example.com" {
		t.Fatal(u, err)
	}
}
