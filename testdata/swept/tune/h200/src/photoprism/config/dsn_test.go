package config

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestNewDSN(t *testing.T) {
	t.Run("Server", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/internal/config/dsn_test.go:23 (credentials: input to the DSN parser, which must split out the password, and a go-sql-driver DSN is no URI, rule 2c)
		dsn := NewDSN(fmt.Sprintf("%s:%s@%s/%s?charset=utf8mb4,utf8&collation=utf8mb4_unicode_ci&parseTime=true", "root", "FooBar23!", "127.0.0.1:3306", "test")) // lookalike

		assert.Equal(t, "root", dsn.User)
		assert.Equal(t, "FooBar23!", dsn.Password)
		assert.Equal(t, "127.0.0.1:3306", dsn.Server)
		assert.Equal(t, "test", dsn.Name)
	})
	t.Run("Driver", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/internal/config/dsn_test.go:40 (credentials: the password is a deliberate input to the DSN parser whose job is to extract it, and the test checks it does, rule 2c)
		dsn := NewDSN("mysql://john:pass@localhost:3306/my_db") // lookalike

		assert.Equal(t, "mysql", dsn.Driver)
		assert.Equal(t, "john", dsn.User)
		assert.Equal(t, "pass", dsn.Password)
		assert.Equal(t, "localhost:3306", dsn.Server)
		assert.Equal(t, "my_db", dsn.Name)
	})
	t.Run("Net", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/internal/config/dsn_test.go:51 (syntax: the tcp(...) address form is a deliberate input to the DSN parser, which handles that driver form, rule 2c)
		dsn := NewDSN("mysql://john:pass@tcp(localhost:3306)/my_db") // lookalike

		assert.Equal(t, "mysql", dsn.Driver)
		assert.Equal(t, "tcp", dsn.Net)
		assert.Equal(t, "localhost:3306", dsn.Server)
	})
}
