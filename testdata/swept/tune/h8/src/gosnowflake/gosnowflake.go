package gosnowflake

import (
	"cmp"
	"database/sql"
	"fmt"
	"log"
	"net/http"
	"net/url"
)

// Config is the connection configuration.
type Config struct {
	Account              string
	User                 string
	Password             string
	Host                 string
	Port                 int
	Protocol             string
	OauthTokenRequestURL string
	ProxyProtocol        string
	ProxyHost            string
	ProxyPort            int
	ProxyUser            string
	ProxyPassword        string
}

type logger struct{}

func (logger) Infof(format string, args ...interface{}) { log.Printf(format, args...) }

func logResponse(l logger, resp *http.Response, fullURL *url.URL, b []byte) {
	// Source: github.com/snowflakedb/gosnowflake/auth.go:229 (sink: log format whose "HTTP:" labels the status code, no URI; stratified sample of 21 of the repository's about 130 relevant candidates, most of them PUT/GET statements and localhost templates, one or two of each kind)
	l.Infof("HTTP: %v, URL: %v, Body: %v", resp.StatusCode, fullURL, b) // lookalike
}

func redirectURITemplate(configured string) string {
	template := ""
	if configured == "" {
		// Source: github.com/snowflakedb/gosnowflake/auth_oauth.go:66 (hostjoin: template of the loopback redirect URI whose verb is filled with the port of the local listener)
		template = "http://127.0.0.1:%v" // lookalike
	}
	return template
}

type oauthClient struct {
	cfg *Config
}

func (c *oauthClient) tokenURL() string {
	return cmp.Or(c.cfg.OauthTokenRequestURL, c.defaultTokenURL())
}

// Source: github.com/snowflakedb/gosnowflake/auth_oauth.go:269 (hostjoin: the configured host, which may be an IPv6 address, joined to the port with ':'; relabelled from look-alike, whose reason was what the check did, not the rules: "://" starts a host:port authority whatever the configured protocol)
func (c *oauthClient) defaultTokenURL() string {
	return fmt.Sprintf("%v://%v:%v/oauth/token-request", c.cfg.Protocol, c.cfg.Host, c.cfg.Port) // defect hostjoin
}

type stageInfo struct {
	StorageAccount string
	EndPoint       string
	Path           string
	SasToken       string
}

// Source: github.com/snowflakedb/gosnowflake/azure_storage_client.go:46 (escaper: stage path and SAS token come from the server already in URI form; no escaper is certain to be missing)
func azureURL(info *stageInfo) (*url.URL, error) {
	return url.Parse(fmt.Sprintf("https://%s.%s/%s%s", info.StorageAccount, info.EndPoint, info.Path, info.SasToken)) // lookalike
}

// Source: github.com/snowflakedb/gosnowflake/gcs_storage_client.go:828 (escaper: the object name is one path segment of the GCS JSON API, escaped with url.PathEscape)
func gcsFileURL(endPoint, bucketName, fullFilePath string) (*url.URL, error) {
	return url.Parse(endPoint + "/" + bucketName + "/" + url.PathEscape(fullFilePath)) // lookalike
}

func proxyURL(cfg *Config) *url.URL {
	u := &url.URL{Scheme: cfg.ProxyProtocol, Host: cfg.ProxyHost}
	if cfg.ProxyUser != "" && cfg.ProxyPassword != "" {
		// Source: github.com/snowflakedb/gosnowflake/transport.go:79 (credentials: proxy user and password of the configuration, no constant)
		u.User = url.UserPassword(cfg.ProxyUser, cfg.ProxyPassword) // lookalike
	}
	return u
}

// Source: github.com/snowflakedb/gosnowflake/internal/config/dsn.go:303 (escaper: escaped user and password in the authority of the driver's scheme-less DSN, where the check looks at no escaper)
func dsnOf(cfg *Config) string {
	return fmt.Sprintf("%v:%v@%v:%v", url.QueryEscape(cfg.User), url.QueryEscape(cfg.Password), cfg.Host, cfg.Port) // lookalike
}

// Source: github.com/snowflakedb/gosnowflake/cmd/oauth/oauth.go:37 (escaper: the token is escaped with url.QueryEscape before it becomes a query value)
func openWithToken(account, token string) (*sql.DB, error) {
	escapedToken := url.QueryEscape(token)
	dsn := fmt.Sprintf("%v?authenticator=OAUTH&token=%v", account, escapedToken) // lookalike
	return sql.Open("snowflake", dsn)
}
