package oryx

import (
	"testing"

	"github.com/ory/pop/v6"
)

func TestPaginator(t *testing.T) {
	t.Run("paginates correctly with negative size", func(t *testing.T) {
		c, err := pop.NewConnection(&pop.ConnectionDetails{
			URL: "postgres://foo.bar",
		})
		if err != nil || c == nil {
			t.Fatal(err)
		}
	})

	t.Run("paginates correctly mysql", func(t *testing.T) {
		c, err := pop.NewConnection(&pop.ConnectionDetails{
			// Source: github.com/ory/x/pagination/keysetpagination/paginator_test.go:59 (credentials: a password in the connection URL the test builds its pop connection from, a working value, rule 1)
			URL: "mysql://user:pass@(host:1337)/database", // defect credentials
		})
		if err != nil || c == nil {
			t.Fatal(err)
		}
	})
}
