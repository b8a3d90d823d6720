package mssqldb

import (
	"context"
	"database/sql"
	"flag"
	"fmt"
	"net"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

func isAllowedKeyPath(allowed []string, keyPath string) bool {
	u, err := url.Parse(keyPath)
	if err != nil || u.Scheme != "https" {
		return false
	}
	for _, a := range allowed {
		if a == u.Hostname() {
			return true
		}
	}
	return false
}

func TestAllowedLocations(t *testing.T) {
	tests := []struct {
		name             string
		allowedLocations []string
		masterKeyPath    string
		expectAllowed    bool
	}{
		{
			name:             "URL with port 443",
			allowedLocations: []string{"myvault.vault.azure.net"},
			// Source: github.com/microsoft/go-mssqldb/aecmk/akv/keyprovider_test.go:38 (port: row named for the port 443 it writes, input of the key provider's location guard)
			masterKeyPath: "https://myvault.vault.azure.net:443/keys/mykey/abc123", // lookalike
			expectAllowed: true,
		},
		{
			name:             "URL with port not in allowed list",
			allowedLocations: []string{"myvault.vault.azure.net"},
			// Source: github.com/microsoft/go-mssqldb/aecmk/akv/keyprovider_test.go:54 (port: key path the guard must refuse, expectAllowed false)
			masterKeyPath: "https://other.vault.azure.net:443/keys/mykey/abc123", // lookalike
			expectAllowed: false,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := isAllowedKeyPath(tt.allowedLocations, tt.masterKeyPath); got != tt.expectAllowed {
				t.Fatalf("allowed = %v, want %v", got, tt.expectAllowed)
			}
		})
	}
}

func TestValidateParameters(t *testing.T) {
	passphrase := "somesecret"
	tests := []struct {
		name           string
		dsn            string
		expectedSecret string
	}{
		{
			name: "application with cert/key",
			// Source: github.com/microsoft/go-mssqldb/azuread/configuration_test.go:38 (credentials: input of the package's DSN parser; the test compares the client secret it gets out with the passphrase)
			dsn:            `sqlserver://service-principal-id%40tenant-id:somesecret@someserver.database.windows.net?fedauth=ActiveDirectoryApplication`, // lookalike
			expectedSecret: passphrase,
		},
	}
	for _, tst := range tests {
		t.Run(tst.name, func(t *testing.T) {
			config, err := Parse(tst.dsn)
			if err != nil {
				t.Fatal(err)
			}
			if config.Password != tst.expectedSecret {
				t.Fatalf("secret = %q", config.Password)
			}
		})
	}
}

func TestValidateParametersErrors(t *testing.T) {
	tests := []struct {
		name                string
		dsn                 string
		expectedErrContains string
	}{
		{
			name: "ActiveDirectoryClientAssertion_missing_clientassertion",
			// Source: github.com/microsoft/go-mssqldb/azuread/configuration_test.go:338 (syntax: "user id" with a space in the query, in a DSN the test expects the parser to reject)
			dsn:                 `sqlserver://someserver.database.windows.net?` + `user id=` + url.QueryEscape("my-app-id@my-tenant-id") + "&" + `fedauth=ActiveDirectoryClientAssertion`, // lookalike
			expectedErrContains: "clientassertion",
		},
	}
	for _, tst := range tests {
		t.Run(tst.name, func(t *testing.T) {
			c, err := Parse(tst.dsn)
			if err == nil && c.Parameter["clientassertion"] == "" {
				err = fmt.Errorf("Must provide 'clientassertion' parameter")
			}
			if err == nil {
				t.Fatal("Expected parse error but got nil")
			}
			if !strings.Contains(err.Error(), tst.expectedErrContains) {
				t.Fatalf("unexpected error %v", err)
			}
		})
	}
}

func TestConnectClosesOnError(t *testing.T) {
	addr := &net.TCPAddr{IP: net.IP{127, 0, 0, 1}}
	listener, err := net.ListenTCP("tcp", addr)
	if err != nil {
		t.Fatal("Cannot start listener:", err)
	}
	defer listener.Close()
	resolved := listener.Addr().(*net.TCPAddr)

	// Source: github.com/microsoft/go-mssqldb/connect_close_test.go:80 (hostjoin: the host is the loopback address the test set on its own listener, and the test expects Ping to fail)
	dsn := fmt.Sprintf("sqlserver://sa:unused@%s:%d?protocol=tcp&encrypt=disable&connection+timeout=1&dial+timeout=2", // lookalike
		resolved.IP.String(), resolved.Port)
	db, err := sql.Open("sqlserver", dsn)
	if err != nil {
		t.Skip("driver not registered:", err)
	}
	defer db.Close()

	err = db.Ping()
	if err == nil {
		t.Fatal("Expected Ping to fail, but it succeeded")
	}
}

var (
	server = flag.String("server", ".", "the database server")
	port   = flag.Int("port", 1433, "the database port")
	user   = flag.String("user", "", "the database user")
)

// Source: github.com/microsoft/go-mssqldb/newconnector_example_test.go:54 (hostjoin: the server given on the command line is joined to the port with ':' in the Host of a sqlserver URL; an IPv6 address needs brackets)
func TestExampleNewConnector(t *testing.T) {
	u := &url.URL{
		Scheme: "sqlserver",
		Host:   *server + ":" + strconv.Itoa(*port), // defect hostjoin
		User:   url.User(*user),
	}
	if _, err := NewConnector(u.String()); err != nil {
		t.Log(err)
	}
}

func TestSplitConnectionStringURL(t *testing.T) {
	// Source: github.com/microsoft/go-mssqldb/msdsn/conn_str_test.go:343 (sink: a URL of the wrong scheme the test expects the parser to reject)
	_, err := Parse("http://bad") // lookalike
	if err == nil {
		t.Error("Connection string with invalid scheme should fail to parse but it didn't")
	}
}

func TestInvalidConnectionString(t *testing.T) {
	connStrings := []string{
		// Source: github.com/microsoft/go-mssqldb/msdsn/conn_str_test.go:44 (syntax: a control character in a connection string the test expects to fail)
		"sqlserver://\x00", // lookalike
	}
	for _, connStr := range connStrings {
		if _, err := Parse(connStr); err == nil {
			t.Errorf("Connection expected to fail for connection string %s but it didn't", connStr)
		}
	}
}

func TestConnParseRoundTripFixed(t *testing.T) {
	// Source: github.com/microsoft/go-mssqldb/msdsn/conn_str_test.go:350 (credentials: input of the package's own parser, parsed, written back and parsed again)
	connStr := "sqlserver://sa:sa@localhost/sqlexpress?database=master&log=127&disableretry=true&dial+timeout=30" // lookalike
	params, err := Parse(connStr)
	if err != nil {
		t.Fatal("Test URL is not valid", err)
	}
	rtParams, err := Parse(params.URL().String())
	if err != nil {
		t.Fatal("Params after roundtrip are not valid", err)
	}
	if rtParams.Database != params.Database || rtParams.Password != params.Password {
		t.Fatal("Parameters do not match after roundtrip")
	}
}

func BenchmarkParse(b *testing.B) {
	// Source: github.com/microsoft/go-mssqldb/msdsn/conn_str_benchmark_test.go:16 (credentials: input of a benchmark of the package's own parser)
	dsn := "sqlserver://user:password@localhost:1433?database=mydb&encrypt=true&TrustServerCertificate=true&connection+timeout=30" // lookalike
	for i := 0; i < b.N; i++ {
		if _, err := Parse(dsn); err != nil {
			b.Fatal(err)
		}
	}
}

func TestLoginWithSQLServerAuth(t *testing.T) {
	// Source: github.com/microsoft/go-mssqldb/tds_login_test.go:136 (syntax: "Workstation ID" with a raw space in the query of the DSN the connector logs in with; "Workstation+ID" is the URI form, and the login packet the test expects holds the password)
	conn, err := NewConnector("sqlserver://test:secret@localhost:1433?Workstation ID=localhost&log=128&protocol=tcp&notraceid=true") // defect syntax
	if err != nil {
		t.Errorf("Unable to parse dummy DSN: %v", err)
		return
	}
	if conn.params.User != "test" || conn.params.Password != "secret" {
		t.Fatalf("login packet holds %q/%q", conn.params.User, conn.params.Password)
	}
}

func newTokenConnector(dsn string, token func(context.Context) (string, error)) (*Connector, error) {
	conn, err := NewConnector(dsn)
	if err != nil {
		return nil, err
	}
	if _, err := token(context.Background()); err != nil {
		return nil, err
	}
	return conn, nil
}

func fakeToken(ctx context.Context) (string, error) { return "<token>", nil }

func TestLoginWithSecurityTokenAuth(t *testing.T) {
	// Source: github.com/microsoft/go-mssqldb/tds_login_test.go:189 (syntax: raw space in "Workstation ID" in the query of the DSN the token connector logs in with)
	conn, err := newTokenConnector("sqlserver://localhost:1433?Workstation ID=localhost&log=128&protocol=tcp&notraceid=true", fakeToken) // defect syntax
	if err != nil {
		t.Fatal(err)
	}
	if conn.params.Parameter["workstation id"] != "localhost" {
		t.Fatal("workstation id not read")
	}
}

func TestLoginWithADALUsernamePasswordAuth(t *testing.T) {
	// Source: github.com/microsoft/go-mssqldb/tds_login_test.go:252 (syntax: same raw space in the query, in the ADAL login test)
	conn, err := newTokenConnector("sqlserver://localhost:1433?Workstation ID=localhost&log=128&protocol=tcp&notraceid=true", fakeToken) // defect syntax
	if err != nil {
		t.Fatal(err)
	}
	_ = conn
}

func TestLoginWithADALManagedIdentityAuth(t *testing.T) {
	// Source: github.com/microsoft/go-mssqldb/tds_login_test.go:328 (syntax: same raw space in the query of a working DSN)
	conn, err := newTokenConnector("sqlserver://localhost:1433?Workstation ID=localhost&log=128&protocol=tcp&notraceid=true", fakeToken) // defect syntax
	if err != nil {
		t.Fatal(err)
	}
	_ = conn
}
