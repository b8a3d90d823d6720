package mssqldb

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/url"
	"strconv"
	"strings"
)

// Config is a parsed connection string.
type Config struct {
	Host      string
	Port      uint64
	Instance  string
	User      string
	Password  string
	Database  string
	Parameter map[string]string
}

// Source: github.com/microsoft/go-mssqldb/msdsn/conn_str.go:357 (hostform: scheme prefix given to strings.HasPrefix to tell a URL DSN from an ADO one; stratified sample of 20 of the repository's about 60 relevant candidates, one or two of each kind)
const urlPrefix = "sqlserver://" // lookalike

func isURLDsn(dsn string) bool {
	return strings.HasPrefix(dsn, urlPrefix)
}

// Parse reads a sqlserver:// connection string.
func Parse(dsn string) (Config, error) {
	if !isURLDsn(dsn) {
		return Config{}, errors.New("mssql: connection string is no URL")
	}
	u, err := url.Parse(dsn)
	if err != nil {
		return Config{}, err
	}
	p := Config{Parameter: map[string]string{}}
	p.Host = u.Hostname()
	if port := u.Port(); port != "" {
		n, err := strconv.ParseUint(port, 10, 16)
		if err != nil {
			return Config{}, err
		}
		p.Port = n
	}
	if u.User != nil {
		p.User = u.User.Username()
		p.Password, _ = u.User.Password()
	}
	p.Instance = strings.TrimPrefix(u.Path, "/")
	for k, v := range u.Query() {
		p.Parameter[strings.ToLower(k)] = v[0]
	}
	p.Database = p.Parameter["database"]
	return p, nil
}

// URL writes the configuration back as a URL.
func (p Config) URL() *url.URL {
	host := p.Host
	if p.Port > 0 {
		host = net.JoinHostPort(p.Host, strconv.Itoa(int(p.Port)))
	}
	res := url.URL{
		Scheme: "sqlserver",
		Host:   host,
		// Source: github.com/microsoft/go-mssqldb/msdsn/conn_str.go:713 (credentials: user and password of the parsed configuration, no constant)
		User: url.UserPassword(p.User, p.Password), // lookalike
	}
	if p.Instance != "" {
		res.Path = p.Instance
	}
	q := url.Values{}
	for k, v := range p.Parameter {
		q.Set(k, v)
	}
	res.RawQuery = q.Encode()
	return &res
}

// Connector connects with a parsed configuration.
type Connector struct {
	params Config
}

// NewConnector parses dsn and returns a connector for it.
func NewConnector(dsn string) (*Connector, error) {
	params, err := Parse(dsn)
	if err != nil {
		return nil, err
	}
	return &Connector{params: params}, nil
}

// Source: github.com/microsoft/go-mssqldb/internal/akvkeys/utils.go:46 (escaper: the vault name, escaped, makes the first label of the host, where the check looks at no escaper)
func vaultURL(vaultName string) string {
	return fmt.Sprintf("https://%s.vault.azure.net/", url.PathEscape(vaultName)) // lookalike
}

// TokenRequestOptions stands in for the Azure identity library's options.
type TokenRequestOptions struct {
	Scopes []string
}

// Source: github.com/microsoft/go-mssqldb/examples/azuread-accesstoken/azuread-accesstoken.go:48 (syntax: an Azure AD scope, the resource "https://database.windows.net/" followed by "/.default", never fetched)
func tokenOptions(ctx context.Context) TokenRequestOptions {
	_ = ctx
	return TokenRequestOptions{
		Scopes: []string{"https://database.windows.net//.default"}, // lookalike
	}
}
