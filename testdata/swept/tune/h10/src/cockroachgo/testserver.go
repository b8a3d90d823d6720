// Package cockroachgo holds the cases of github.com/cockroachdb/cockroach-go.
package cockroachgo

import (
	"database/sql"
	"fmt"
	"net/url"
	"path"
)

const (
	latestSuffix = "LATEST"
	// Source: github.com/cockroachdb/cockroach-go/testserver/binaries.go:47 (syntax: a format of a download URL, filled with a version and an architecture before use)
	linuxUrlpat = "https://binaries.cockroachdb.com/cockroach-%s.linux-%s.tgz" // lookalike
)

func getDownloadURLForVersion(version, goarch string) string {
	return fmt.Sprintf(linuxUrlpat, version, goarch)
}

func edgeBinaryURL(binaryName string) string {
	u := &url.URL{
		Scheme: "https",
		Host:   "edge-binaries.cockroachdb.com",
		// Source: github.com/cockroachdb/cockroach-go/testserver/binaries.go:97 (pathjoin: path.Join of path segments into the Path field, no URI)
		Path: path.Join("cockroach", fmt.Sprintf("%s.%s", binaryName, latestSuffix)), // lookalike
	}
	return u.String()
}

type pgURLChan struct {
	orig url.URL
	u    *url.URL
}

type serverArgs struct {
	rootPW string
}

// TestServer is a local CockroachDB server.
type TestServer struct {
	serverArgs serverArgs
	pgURL      []pgURLChan
}

// PGURL returns the connection URL of the first node.
func (ts *TestServer) PGURL() *url.URL {
	u := *ts.pgURL[0].u
	return &u
}

// NewDBForTest opens a database of the server.
func (ts *TestServer) NewDBForTest(database string) (*sql.DB, error) {
	url := ts.PGURL()
	if len(database) > 0 {
		// Source: github.com/cockroachdb/cockroach-go/testserver/testserver.go:203 (escaper: a database name in the decoded Path field, where no escaper belongs)
		url.Path = database // lookalike
	}
	return sql.Open("postgres", url.String())
}

func (ts *TestServer) setPGURL(nodeNum int, u *url.URL) error {
	ts.pgURL[nodeNum].orig = *u
	if pw := ts.serverArgs.rootPW; pw != "" {
		v := u.Query()
		v.Del("sslkey")
		v.Del("sslcert")
		u.RawQuery = v.Encode()
		// Source: github.com/cockroachdb/cockroach-go/testserver/testserver.go:855 (credentials: the root password the caller configured, no constant)
		u.User = url.UserPassword("root", pw) // lookalike
	}
	ts.pgURL[nodeNum].u = u
	return nil
}

// NewTenantServer starts a tenant and returns its connection URL.
func (ts *TestServer) NewTenantServer(proxy bool, sqlAddr, proxyAddr string) (*url.URL, error) {
	tenantURL := ts.pgURL[0].orig
	// Source: github.com/cockroachdb/cockroach-go/testserver/tenant.go:255 (hostjoin: the tenant's SQL address, host:port from the listener, in the Host field)
	tenantURL.Host = sqlAddr // lookalike
	tenantDB, err := sql.Open("postgres", tenantURL.String())
	if err != nil {
		return nil, err
	}
	defer tenantDB.Close()

	rootPassword := ""
	if proxy {
		rootPassword = "admin"
	}
	if pw := ts.serverArgs.rootPW; pw != "" {
		rootPassword = pw
	}
	if rootPassword != "" {
		if _, err := tenantDB.Exec(`ALTER USER root WITH PASSWORD $1`, rootPassword); err != nil {
			return nil, err
		}
		v := tenantURL.Query()
		if proxy {
			tenantURL.Host = proxyAddr
			v.Add("options", "--cluster=prancing-pony-2")
		}
		v.Del("sslcert")
		v.Del("sslkey")
		tenantURL.RawQuery = v.Encode()
		// Source: github.com/cockroachdb/cockroach-go/testserver/tenant.go:304 (credentials: the root password the function set on the tenant just before, from the server's arguments or a default, held in a variable assigned three times, no constant given to UserPassword)
		tenantURL.User = url.UserPassword("root", rootPassword) // lookalike
	}
	return &tenantURL, nil
}
