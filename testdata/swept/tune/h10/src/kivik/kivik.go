// Package kivik holds the cases of github.com/go-kivik/kivik.
package kivik

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"

	"github.com/testcontainers/testcontainers-go"
)

func put(ctx context.Context, target string, body io.Reader) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, target, body)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// StartCouchDB starts a CouchDB container and returns its DSN.
func StartCouchDB(ctx context.Context, image string) (string, error) {
	req := testcontainers.ContainerRequest{
		Image:        image,
		ExposedPorts: []string{"5984/tcp"},
		Env: map[string]string{
			"COUCHDB_USER": "admin",
		},
	}
	container, err := testcontainers.GenericContainer(ctx, testcontainers.GenericContainerRequest{
		ContainerRequest: req,
		Started:          true,
	})
	if err != nil {
		return "", err
	}
	ip, err := container.Host(ctx)
	if err != nil {
		return "", err
	}
	mappedPort, err := container.MappedPort(ctx, "5984/tcp")
	if err != nil {
		return "", err
	}
	// Source: github.com/go-kivik/kivik/kiviktest/testcontainers/testcontainers.go:59 (credentials: the container's admin password in the DSN the test suites connect with; the host from Container.Host is also joined with ':')
	dsn := fmt.Sprintf("http://admin:abc123@%s:%s", ip, mappedPort.Port()) // defect credentials
	for _, db := range []string{"_replicator", "_users", "_global_changes"} {
		if err = put(ctx, dsn+"/"+db, nil); err != nil {
			return "", err
		}
	}
	return dsn, nil
}

// SuiteCouch33 is the configuration of the CouchDB 3.3 test suite.
var SuiteCouch33 = map[string]any{
	"Replicate.timeoutSeconds": 60,
	// Source: github.com/go-kivik/kivik/couchdb/test/couchdb3x.go:285 (credentials: the admin password in the prefix the replication tests put before database names, a working value)
	"Replicate/RW/Admin.prefix":  "http://admin:abc123@localhost:5984/", // defect credentials
	"Replicate/RW/NoAuth.status": http.StatusUnauthorized,
}

// Client replicates databases.
type Client interface {
	Replicate(ctx context.Context, target, source string) error
}

func callReplicate(t *testing.T, client Client, target, source string) error {
	t.Helper()
	return client.Replicate(context.Background(), target, source)
}

// TestReplicationCancel is run by the suites against a live server.
func TestReplicationCancel(t *testing.T, client Client, dbtarget string) {
	// Source: github.com/go-kivik/kivik/kiviktest/client/replicate.go:114 (credentials: a password in the source URL of a continuous replication the test starts and then cancels; a host that is not there tries the connection, not the URI)
	err := callReplicate(t, client, dbtarget, "http://foo:foo@192.168.2.254/foo") // defect credentials
	if err != nil {
		t.Fatal(err)
	}
}

// ConnectClients connects the suite's clients to dsn.
func ConnectClients(t *testing.T, driverName, dsn string) error {
	t.Helper()
	if driverName == "" || dsn == "" {
		return errors.New("no DSN")
	}
	return nil
}

// ServerTest runs the suite against an in-process kivikd server.
func ServerTest(t *testing.T, handler http.Handler) {
	server := httptest.NewServer(handler)
	defer server.Close()
	dsn, _ := url.Parse(server.URL)
	// Source: github.com/go-kivik/kivik/x/kivikd/test/test.go:180 (credentials: a constant password given to url.UserPassword for the DSN the clients connect with)
	dsn.User = url.UserPassword("admin", "abc123") // defect credentials
	if err := ConnectClients(t, "couch", dsn.String()); err != nil {
		t.Fatalf("Failed to initialize client: %s", err)
	}
}

// Context is a kivik CLI context.
type Context struct {
	Scheme   string
	Host     string
	User     string
	Password string
	Database string
	DocID    string
}

func (c *Context) dsn() *url.URL {
	var user *url.Userinfo
	if c.User != "" || c.Password != "" {
		// Source: github.com/go-kivik/kivik/cmd/kivik/config/config.go:64 (credentials: user and password of the context, no constant)
		user = url.UserPassword(c.User, c.Password) // lookalike
	}
	return &url.URL{
		Scheme: c.Scheme,
		Host:   c.Host,
		// Source: github.com/go-kivik/kivik/cmd/kivik/config/config.go:66 (pathjoin: path.Join of a database and a document name into the Path field, no URI)
		Path: path.Join(c.Database, c.DocID), // lookalike
		User: user,
	}
}

// DSN returns the DSN of c.
func (c *Context) DSN() string {
	return c.dsn().String()
}

// ContextFromDSN parses a DSN into a context.
func ContextFromDSN(dsn string) (*Context, error) {
	if len(dsn) > 0 {
		switch dsn[0] {
		case '/':
			// Source: github.com/go-kivik/kivik/cmd/kivik/config/config.go:411 (hostform: an absolute path after "file://", which makes an empty authority and the path, file:///path)
			dsn = "file://" + dsn // lookalike
		case '.':
			cwd, err := os.Getwd()
			if err != nil {
				return nil, err
			}
			// Source: github.com/go-kivik/kivik/cmd/kivik/config/config.go:417 (pathjoin: filepath.Join of the working directory and a relative path, no URI, put after "file://")
			dsn = "file://" + filepath.Join(cwd, dsn[1:]) // lookalike
		}
	}
	uri, err := url.Parse(dsn)
	if err != nil {
		return nil, err
	}
	password, _ := uri.User.Password()
	return &Context{
		Scheme:   uri.Scheme,
		Host:     uri.Host,
		User:     uri.User.Username(),
		Password: password,
		Database: strings.Trim(uri.Path, "/"),
	}, nil
}

// NewCHTTP parses the DSN of a CouchDB HTTP client.
func NewCHTTP(dsn string) (*url.URL, error) {
	if dsn == "" {
		return nil, errors.New("no URL specified")
	}
	// Source: github.com/go-kivik/kivik/couchdb/chttp/chttp.go:106 (hostform: scheme prefixes given to strings.HasPrefix, no URI)
	if !strings.HasPrefix(dsn, "http://") && !strings.HasPrefix(dsn, "https://") { // lookalike
		// Source: github.com/go-kivik/kivik/couchdb/chttp/chttp.go:107 (hostjoin: a scheme put before a DSN that has none)
		dsn = "http://" + dsn // lookalike
	}
	return url.Parse(dsn)
}

// NewAuthStore makes a user store that reads a CouchDB _users database.
func NewAuthStore(dsn string) (*url.URL, error) {
	p, err := url.Parse(dsn)
	if err != nil {
		return nil, err
	}
	if p.User != nil {
		return nil, errors.New("DSN must not contain authentication credentials")
	}
	return NewCHTTP(dsn)
}

func startTCDaemon(t *testing.T) string {
	t.Helper()
	return os.Getenv("TCDAEMON_ADDR")
}

// StartCouchDBViaDaemon asks the testcontainers daemon for a CouchDB.
func StartCouchDBViaDaemon(t *testing.T, image string) string {
	if os.Getenv("USETC") == "" {
		t.Skip("USETC not set, skipping testcontainers")
	}
	addr := startTCDaemon(t)
	// Source: github.com/go-kivik/kivik/kiviktest/testcontainers_nonjs.go:35 (escaper: an image name in the query; whether it needs escaping depends on what it may hold, and the check is silent on names)
	req, err := http.NewRequest(http.MethodPost, fmt.Sprintf("http://%s?image=%s", addr, image), nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return string(body)
}

// NewPGClient parses the DSN of the PostgreSQL driver and opens a pool.
func NewPGClient(dsn string) (*sql.DB, error) {
	u, err := url.Parse(dsn)
	if err != nil {
		return nil, err
	}
	if strings.Trim(u.Path, "/") == "" {
		return nil, errors.New("database name is required in DSN")
	}
	return sql.Open("pgx", dsn)
}
