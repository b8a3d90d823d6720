package usql

import (
	"net/url"
	"testing"
)

const pw = "yourStrong123_Password"

const dbName = "sakila"

// Database describes a test container.
type Database struct {
	Driver       string
	URL          string
	ReadinessURL string
}

// Source: github.com/xo/usql/drivers/sqlserver/sqlserver_test.go:51 (password escaped with url.QueryEscape in the userinfo of a sqlserver URL)
var dbServer = Database{
	Driver:       "sqlserver",
	URL:          "sqlserver://sa:" + url.QueryEscape(pw) + "@127.0.0.1:%s?database=" + dbName,
	ReadinessURL: "sqlserver://sa:" + url.QueryEscape(pw) + "@127.0.0.1:%s", // lookalike
}

func TestDriver(t *testing.T) {
	if dbServer.ReadinessURL == "" {
		t.Fatal("no readiness URL")
	}
}
