// Package ddtrace holds the cases of github.com/DataDog/dd-trace-go (v2).
package ddtrace

import (
	"database/sql"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
)

const (
	defaultHostname = "localhost"
	defaultPort     = "8126"
	defaultAddress  = defaultHostname + ":" + defaultPort
	// Source: github.com/DataDog/dd-trace-go/ddtrace/tracer/transport.go:50 (hostjoin: the default agent URL is built from constants, localhost and 8126, no host from outside)
	defaultURL = "http://" + defaultAddress // lookalike
)

const otlpDefaultPort = "4318"

// resolveOTLPEndpoint returns the OTLP endpoint derived from the agent URL.
func resolveOTLPEndpoint(rawAgentURL *url.URL, endpoint string) string {
	if endpoint != "" {
		return endpoint
	}
	host := defaultHostname
	if rawAgentURL != nil {
		if h := rawAgentURL.Hostname(); h != "" {
			host = h
		}
	}
	// Source: github.com/DataDog/dd-trace-go/internal/config/config_helpers.go:490 (hostjoin: the agent host, which may be IPv6, is joined to the port by net.JoinHostPort)
	return "http://" + net.JoinHostPort(host, otlpDefaultPort) // lookalike
}

// AgentURLFromEnv returns the agent URL given in DD_TRACE_AGENT_URL, or the
// default one.
func AgentURLFromEnv() *url.URL {
	if agentURL := os.Getenv("DD_TRACE_AGENT_URL"); agentURL != "" {
		u, err := url.Parse(agentURL)
		if err == nil && (u.Scheme == "http" || u.Scheme == "https" || u.Scheme == "unix") {
			return u
		}
	}
	u, _ := url.Parse(defaultURL)
	return u
}

// UnixDataSocketURL returns the URL the HTTP client uses for a Unix socket.
func UnixDataSocketURL(path string) *url.URL {
	return &url.URL{
		Scheme: "http",
		Host:   "UDS_" + strings.NewReplacer(":", "_", "/", "_", `\`, "_").Replace(path),
	}
}

type profilerConfig struct {
	agentURL   string
	httpClient *http.Client
}

// ProfilerOption configures the profiler.
type ProfilerOption func(*profilerConfig)

// WithAgentAddr specifies the address to use when reaching the Datadog Agent.
func WithAgentAddr(hostport string) ProfilerOption {
	return func(cfg *profilerConfig) {
		// Source: github.com/DataDog/dd-trace-go/profiler/options.go:265 (hostjoin: the parameter is already host:port, as its name says; nothing joins a host and a port here)
		cfg.agentURL = "http://" + hostport + "/profiling/v1/input" // lookalike
	}
}

// WithUDS configures the profiler to reach the agent over a Unix socket.
func WithUDS(socketPath string) ProfilerOption {
	return func(cfg *profilerConfig) {
		cfg.agentURL = UnixDataSocketURL(socketPath).String() + "/profiling/v1/input"
		cfg.httpClient = &http.Client{}
	}
}

// Prepare sets up a table with the given name in the test databases and
// returns a teardown function which will drop it.
func Prepare(tableName string) func() {
	queryDrop := "DROP TABLE IF EXISTS " + tableName
	queryCreate := fmt.Sprintf("CREATE TABLE %s (id integer NOT NULL DEFAULT '0', name text)", tableName)
	mysql, err := sql.Open("mysql", "test:test@tcp(127.0.0.1:3306)/test")
	if err != nil {
		log.Fatal(err)
	}
	defer mysql.Close()
	mysql.Exec(queryDrop)
	if _, err = mysql.Exec(queryCreate); err != nil {
		log.Fatalf("Failed to create table %s in MySQL: %s", tableName, err.Error())
	}
	// Source: github.com/DataDog/dd-trace-go/instrumentation/testutils/sql/sql.go:37 (credentials: the postgres password in the connection URI the shared test helper opens, in a file that is not a _test.go file)
	postgres, err := sql.Open("postgres", "postgres://postgres:postgres@127.0.0.1:5432/postgres?sslmode=disable") // defect credentials
	if err != nil {
		log.Fatal(err)
	}
	defer postgres.Close()
	postgres.Exec(queryDrop)
	if _, err = postgres.Exec(queryCreate); err != nil {
		log.Fatalf("Failed to create table %s in Postgres: %s", tableName, err.Error())
	}
	// Source: github.com/DataDog/dd-trace-go/instrumentation/testutils/sql/sql.go:47 (credentials: the sa password in the SQL Server connection URI the shared test helper opens, in a file that is not a _test.go file)
	mssql, err := sql.Open("sqlserver", "sqlserver://sa:myPassw0rd@localhost:1433?database=master") // defect credentials
	if err != nil {
		log.Fatal(err)
	}
	defer mssql.Close()
	mssql.Exec(queryDrop)
	return func() {
		mysql.Exec(queryDrop)
		postgres.Exec(queryDrop)
		mssql.Exec(queryDrop)
	}
}

// sanitizeOTLPEndpoint drops the userinfo, query and fragment of an endpoint.
func sanitizeOTLPEndpoint(endpoint string) string {
	u, err := url.Parse(endpoint)
	if err != nil || u.Opaque != "" || u.Host == "" {
		return ""
	}
	u.User = nil
	u.RawQuery = ""
	u.ForceQuery = false
	u.Fragment = ""
	u.RawFragment = ""
	return u.String()
}

// otlpLogsEndpoint returns the logs endpoint shown in the startup log.
func otlpLogsEndpoint() (endpoint, protocol string) {
	if raw := os.Getenv("OTEL_EXPORTER_OTLP_LOGS_ENDPOINT"); raw != "" {
		return sanitizeOTLPEndpoint(raw), "http/protobuf"
	}
	return "http://" + net.JoinHostPort(os.Getenv("DD_AGENT_HOST"), otlpDefaultPort) + "/v1/logs", "http/protobuf"
}

// resolveLogsEndpoint returns the host and the path the logs exporter sends to.
func resolveLogsEndpoint() (host, path string) {
	for _, key := range []string{"OTEL_EXPORTER_OTLP_LOGS_ENDPOINT", "OTEL_EXPORTER_OTLP_ENDPOINT"} {
		if raw := os.Getenv(key); raw != "" {
			if u, err := url.Parse(raw); err == nil {
				if key == "OTEL_EXPORTER_OTLP_ENDPOINT" {
					return u.Host, strings.TrimRight(u.EscapedPath(), "/") + "/v1/logs"
				}
				return u.Host, u.EscapedPath()
			}
		}
	}
	return "agent.invalid:4318", "/v1/logs"
}

// filterSensitiveInfo removes the user information from a repository URL.
func filterSensitiveInfo(repoURL string) string {
	u, err := url.Parse(repoURL)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http" && u.Scheme != "ssh") {
		return repoURL
	}
	u.User = nil
	return u.String()
}

// containsCredentials tells whether a URL holds a password.
func containsCredentials(rawURL string) bool {
	u, err := url.Parse(rawURL)
	if err != nil || u.User == nil {
		return false
	}
	_, ok := u.User.Password()
	return ok
}

// sanitizeURL masks the password of a URL.
func sanitizeURL(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil {
		return rawURL
	}
	return u.Redacted()
}

// redactedOrigin returns the scheme and host of a URL only.
func redactedOrigin(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil || u.Host == "" {
		return "<invalid URL>"
	}
	return u.Scheme + "://" + u.Host
}

var errAgentlessInvalidURL = errors.New("invalid agentless URL")

// buildCustomAgentlessEndpoint validates a custom agentless base URL.
func buildCustomAgentlessEndpoint(baseURL string) (*url.URL, error) {
	if strings.ContainsAny(baseURL, " \t") {
		return nil, errAgentlessInvalidURL
	}
	u, err := url.Parse(baseURL)
	if err != nil || u.Scheme != "https" || u.Host == "" {
		return nil, errAgentlessInvalidURL
	}
	return u, nil
}

// authorityFromRequest returns the address and port a request goes to.
func authorityFromRequest(target, host string) (string, int) {
	u, err := url.Parse(target)
	if err != nil {
		return "", -1
	}
	if host == "" {
		host = u.Host
	}
	h, p, err := net.SplitHostPort(host)
	if err != nil {
		return host, -1
	}
	var port int
	if _, err := fmt.Sscanf(p, "%d", &port); err != nil || port > 65535 {
		return h, -1
	}
	return h, port
}

// URLFullFromClientRequest returns the full URL of a request, userinfo
// redacted.
func URLFullFromClientRequest(r *http.Request, queryString bool) string {
	u := *r.URL
	if u.User != nil {
		u.User = url.UserPassword("REDACTED", "REDACTED")
	}
	if !queryString {
		u.RawQuery = ""
	}
	return u.String()
}

// urlFromHost builds the URL of a server request to host.
func urlFromHost(host, path string) string {
	u := url.URL{Scheme: "http", Host: host, Path: path}
	return u.String()
}

// RequestConfig is a request the CI visibility client sends.
type RequestConfig struct {
	Method     string
	URL        string
	Compressed bool
}

// SendRequest sends the request.
func SendRequest(config RequestConfig) (*http.Response, error) {
	req, err := http.NewRequest(config.Method, config.URL, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

type readCacheClient struct {
	repositoryURL string
	baseURL       string
}

// readCacheEntry writes what the cache keeps, sanitized.
func readCacheEntry(c *readCacheClient) string {
	u, err := url.Parse(c.baseURL)
	if err != nil {
		return ""
	}
	return u.Scheme + "://" + u.Hostname()
}

// repositoryNameFromURL returns host/path of a repository URL.
func repositoryNameFromURL(repoURL string) string {
	u, err := url.Parse(repoURL)
	if err != nil {
		return ""
	}
	return u.Hostname() + strings.TrimSuffix(strings.TrimSuffix(u.Path, "/"), ".git")
}

// RefreshGitMetadataTags reads the git metadata from the environment.
func RefreshGitMetadataTags() map[string]string {
	return map[string]string{"git.repository_url": filterSensitiveInfo(os.Getenv("DD_GIT_REPOSITORY_URL"))}
}

// otlpRuntimeMetricsURL returns the HTTP URL of the runtime metrics exporter.
func otlpRuntimeMetricsURL() string {
	if raw := os.Getenv("OTEL_EXPORTER_OTLP_METRICS_ENDPOINT"); raw != "" {
		if _, err := url.Parse(raw); err == nil {
			return raw
		}
	}
	return "http://localhost:4318/v1/metrics"
}
