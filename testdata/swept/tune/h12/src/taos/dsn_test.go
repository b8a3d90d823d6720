package taos

import (
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestParseDsn(t *testing.T) {
	tcs := []struct {
		name string
		dsn  string
		errs string
		want *Config
	}{
		{
			name: "timezone with invalid unescaped characters",
			// Source: github.com/taosdata/driver-go/taosRestful/dsn_test.go:319 (percent: a broken triplet in a MySQL-style TDengine DSN, which the row expects the parser to reject, rule 2a)
			dsn:  "user:passwd@http([ab:cd:ef:ab::cd:ef]:6041)/dbname?timezone=Asia%2Shanghai", // lookalike
			errs: "can not unescape timezone value: Asia%2Shanghai, invalid URL escape \"%2S\"",
		},
	}
	for _, tc := range tcs {
		t.Run(tc.name, func(t *testing.T) {
			cfg, err := ParseDSN(tc.dsn)
			if err != nil {
				if errs := err.Error(); errs != tc.errs {
					t.Fatal(tc.errs, "\n", errs)
				}
				return
			}
			assert.Equal(t, tc.want, cfg)
		})
	}
}

func TestTryUnescape(t *testing.T) {
	escaped := tryUnescape("%3F") // ?
	assert.Equal(t, "?", escaped)
	// Source: github.com/taosdata/driver-go/taosRestful/dsn_test.go:357 (percent: lowercase hex as input of the package's unescaper, whose job is to decode it, rule 2c)
	escaped = tryUnescape("%3f") // lookalike
	assert.Equal(t, "?", escaped)
}

func TestSpecialPassword(t *testing.T) {
	host, port := "127.0.0.1", 6041
	tests := []struct {
		name string
		user string
		pass string
	}{
		{name: "test_special1_rs", user: "test_special1_rs", pass: "!q@w#a$1%3^&*()-"},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			escapedPass := url.QueryEscape(test.pass)
			// Source: github.com/taosdata/driver-go/taosRestful/driver_test.go:397 (escaper: a password in a MySQL-style TDengine DSN, escaped the way that driver reads it; no URI)
			newDsn := fmt.Sprintf("%s:%s@http(%s:%d)/%s", test.user, escapedPass, host, port, "") // lookalike
			db2, err := sql.Open("taosRestful", newDsn)
			if err != nil {
				t.Errorf("error on:  sql.open %s", err.Error())
				return
			}
			defer db2.Close()
		})
	}
}

func TestCloudRest(t *testing.T) {
	db := "go_test"
	endPoint := os.Getenv("TDENGINE_CLOUD_ENDPOINT")
	token := os.Getenv("TDENGINE_CLOUD_TOKEN")
	if endPoint == "" || token == "" {
		t.Skip("TDENGINE_CLOUD_TOKEN or TDENGINE_CLOUD_ENDPOINT is not set, skip cloud test")
		return
	}
	// Source: github.com/taosdata/driver-go/taosRestful/cloud_test.go:24 (port: ":443" inside a MySQL-style TDengine DSN, https(host:443), no URI)
	dsn := fmt.Sprintf("https(%s:443)/%s?token=%s", endPoint, db, token) // lookalike
	taos, err := sql.Open("taosRestful", dsn)
	if !assert.NoError(t, err) {
		return
	}
	defer taos.Close()
}
