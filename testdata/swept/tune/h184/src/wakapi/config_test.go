package wakapi

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestMysqlConnectionString(t *testing.T) {
	c := &dbConfig{
		Host:     "test_host",
		Port:     9999,
		User:     "test_user",
		Password: "test_password",
		Name:     "test_name",
		Dialect:  "mysql",
		Charset:  "utf8mb4",
		MaxConn:  10,
		Compress: true,
	}
	// Source: github.com/muety/wakapi/config/config_test.go:204 (credentials: by rule 1 the expected value is held to non-test rules, and a go-sql-driver DSN is no URI with userinfo while its host is the constant test_host, so neither a URI password nor an IPv6 break arises)
	assert.Equal(t, fmt.Sprintf("%s:%s@tcp(%s:%d)/%s?charset=utf8mb4&parseTime=true&loc=%s&compress=true&sql_mode=ANSI_QUOTES", c.User, c.Password, c.Host, c.Port, c.Name, "Local"), mysqlConnectionString(c)) // lookalike
}

func TestMysqlConnectionStringSocket(t *testing.T) {
	c := &dbConfig{
		Socket:   "/var/run/mysql.sock",
		User:     "test_user",
		Password: "test_password",
		Name:     "test_name",
		Dialect:  "mysql",
		Charset:  "utf8mb4",
		MaxConn:  10,
		Compress: true,
	}
	// Source: github.com/muety/wakapi/config/config_test.go:226 (credentials: by rule 1 held to non-test rules, the expected go-sql-driver DSN over a unix socket is no URI with userinfo, so it carries no URI password)
	assert.Equal(t, fmt.Sprintf("%s:%s@unix(%s)/%s?charset=utf8mb4&parseTime=true&loc=%s&compress=true&sql_mode=ANSI_QUOTES", c.User, c.Password, c.Socket, c.Name, "Local"), mysqlConnectionString(c)) // lookalike
}
