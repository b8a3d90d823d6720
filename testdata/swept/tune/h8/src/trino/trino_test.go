package trino

import (
	"database/sql"
	"flag"
	"net/http"
	"net/url"
	"testing"
)

var integrationServerFlag = flag.String("trino_server_url", "", "the URL of the Trino server")

var tlsServer = ""

type resource struct{ ports map[string]string }

func (r *resource) GetPort(id string) string { return r.ports[id] }

func startTrino(t *testing.T) *resource {
	return &resource{ports: map[string]string{"8080/tcp": "32771", "8443/tcp": "32772"}}
}

func TestMainSetup(t *testing.T) {
	trinoResource := startTrino(t)
	// Source: github.com/trinodb/trino-go-client/trino/integration_test.go:196 (hostjoin: server URL on localhost, a name the test writes, with the mapped port of the container)
	*integrationServerFlag = "http://test@localhost:" + trinoResource.GetPort("8080/tcp") // lookalike
	// Source: github.com/trinodb/trino-go-client/trino/integration_test.go:197 (credentials: the TLS server URL every TLS test connects with holds the admin password)
	tlsServer = "https://admin:admin@localhost:" + trinoResource.GetPort("8443/tcp") // defect credentials
	db, err := sql.Open("trino", tlsServer)
	if err != nil {
		t.Skip(err)
	}
	defer db.Close()
	if err := db.Ping(); err != nil {
		t.Skip(err)
	}
}

func generateToken() (string, error) { return "header.payload.signature", nil }

func TestAccessTokenAuth(t *testing.T) {
	if tlsServer == "" {
		t.Skip("no TLS server")
	}
	accessToken, err := generateToken()
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/trinodb/trino-go-client/trino/integration_test.go:1537 (escaper: a JWT, whose characters need no escaping, as the accessToken query value)
	dsn := tlsServer + "?accessToken=" + accessToken // lookalike
	db, err := sql.Open("trino", dsn)
	if err != nil {
		t.Skip(err)
	}
	db.Close()
}

// Source: github.com/trinodb/trino-go-client/trino/integration_test.go:2109 (escaper: query id escaped with url.PathEscape after the scheme and host of the parsed DSN)
func getQueryInfo(dsn, queryID string) (*http.Request, error) {
	serverURL, err := url.Parse(dsn)
	if err != nil {
		return nil, err
	}
	queryInfoURL := serverURL.Scheme + "://" + serverURL.Host + "/v1/query/" + url.PathEscape(queryID) // lookalike
	return http.NewRequest("GET", queryInfoURL, nil)
}

func TestQueryInfo(t *testing.T) {
	if *integrationServerFlag == "" {
		t.Skip("no server")
	}
	if _, err := getQueryInfo(*integrationServerFlag, "20240101_000000_00000_abcde"); err != nil {
		t.Fatal(err)
	}
}

func TestParseDSNToConfigAllFieldsHandled(t *testing.T) {
	// Source: github.com/trinodb/trino-go-client/trino/trino_test.go:143 (credentials: input of the package's DSN parser; the test compares the server URI, password included, that it gets out)
	complexDSN := "https://user:pass@localhost:8080/?" + "source=test-source&" + "clientTags=tag1%2Ctag2%2Ctag3&" + "accessToken=jwt-token-here" // lookalike
	config, err := ParseDSN(complexDSN)
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/trinodb/trino-go-client/trino/trino_test.go:191 (credentials: expected server URI the parser gets out of the test's own input, password included)
	if config.ServerURI != "https://user:pass@localhost:8080" { // lookalike
		t.Fatalf("ServerURI = %q", config.ServerURI)
	}
}

func formatDSN(serverURI string, tags []string) string {
	v := url.Values{}
	v.Set("source", "trino-go-client")
	for i, tag := range tags {
		if i == 0 {
			v.Set("clientTags", tag)
		} else {
			v.Set("clientTags", v.Get("clientTags")+","+tag)
		}
	}
	return serverURI + "?" + v.Encode()
}

func TestFormatDSNClientTags(t *testing.T) {
	tests := []struct {
		name       string
		serverURI  string
		clientTags []string
		want       string
	}{
		{
			name:       "multiple tags with special characters",
			serverURI:  "http://foobar@localhost:8080",
			clientTags: []string{"foo %20", "bar=test", "baz#tag"},
			// Source: github.com/trinodb/trino-go-client/trino/trino_test.go:246 (percent: expected output of the DSN writer for a tag that itself holds "%20", so "%2520" is the encoded percent sign)
			want: "http://foobar@localhost:8080?clientTags=foo+%2520%2Cbar%3Dtest%2Cbaz%23tag&source=trino-go-client", // lookalike
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := formatDSN(tt.serverURI, tt.clientTags); got != tt.want {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestQueryTimeout(t *testing.T) {
	ts := "http://127.0.0.1:8080"
	testcases := []struct {
		name         string
		queryTimeout string
	}{
		{name: "valid timeout", queryTimeout: "5m30s"},
		{name: "invalid timeout", queryTimeout: "abc"},
	}
	for _, tc := range testcases {
		t.Run(tc.name, func(t *testing.T) {
			// Source: github.com/trinodb/trino-go-client/trino/trino_test.go:3723 (escaper: durations of the table's rows, which hold nothing to escape, as a query value)
			db, err := sql.Open("trino", ts+"?query_timeout="+tc.queryTimeout) // lookalike
			if err != nil {
				t.Skip(err)
			}
			db.Close()
		})
	}
}
