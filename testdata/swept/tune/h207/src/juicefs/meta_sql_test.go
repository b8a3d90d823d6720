package juicefs

import (
	"net/url"
	"strings"
	"testing"
)

func TestGetCustomConfig(t *testing.T) {
	// Source: github.com/juicedata/juicefs/pkg/meta/sql_test.go:237 (credentials: rule 1, a meta URL the test builds as a working value with the constant password "password" in its userinfo; no rule 2 sign marks it as a fixture and the test only reads its query)
	u := "mysql://root:password@tcp(localhost:3306)/db1?max_open_conns=100&notDefine=str" // defect credentials
	_, after, _ := strings.Cut(u, "?")
	query, err := url.ParseQuery(after)
	if err != nil {
		t.Fatalf("url parse query error: %s", err)
	}
	maxOpenConns, err := extractCustomConfig(&query, "max_open_conns", 1)
	if err != nil {
		t.Fatalf("getCustomConfig error: %s", err)
	}
	if maxOpenConns != 100 {
		t.Fatalf("getCustomConfig error: expect 100 but got %d", maxOpenConns)
	}
}
