package postgres

import "testing"

func TestPostgres(t *testing.T) {
	t.Run("ReadWrite", func(t *testing.T) {
		// Source: go-micro.dev/v6/store/postgres/postgres_test.go:21 (credentials: the test connection URI names the user postgres with no password in its userinfo, so a working value under rule 1 leaks no secret; uniform sample 6 of 12 identical test connection URLs)
		s := NewStore(Nodes("postgresql://postgres@localhost:5432/?sslmode=disable")) // lookalike
		_ = s
	})

	t.Run("MultipleTables", func(t *testing.T) {
		// Source: go-micro.dev/v6/store/postgres/postgres_test.go:80 (credentials: the test connection URI names the user postgres with no password in its userinfo, so a working value under rule 1 leaks no secret; uniform sample 6 of 12 identical test connection URLs)
		s1 := NewStore(Nodes("postgresql://postgres@localhost:5432/?sslmode=disable"), Table("t1")) // lookalike
		_ = s1
	})

	t.Run("MultipleDBs", func(t *testing.T) {
		// Source: go-micro.dev/v6/store/postgres/postgres_test.go:115 (credentials: the test connection URI names the user postgres with no password in its userinfo, so a working value under rule 1 leaks no secret; uniform sample 6 of 12 identical test connection URLs)
		s1 := NewStore(Nodes("postgresql://postgres@localhost:5432/?sslmode=disable"), Database("d1")) // lookalike
		_ = s1
	})
}
