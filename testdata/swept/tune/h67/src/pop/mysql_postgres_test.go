package pop

import (
	"strings"
	"testing"
)

func Test_MySQL_URL_As_Is(t *testing.T) {
	cd := &ConnectionDetails{
		// Source: github.com/ory/pop/v6/dialect_mysql_test.go:17 (credentials: input to the package's own DSN parser or expected output of its URL builder, which reads or writes the userinfo (rule 2c); a second reader relabelled it from defect, which the first reader gave by rule 1.)
		URL: "mysql://user:pass@(host:port)/dbase?opt=value", // lookalike
	}
	if err := cd.Finalize(); err != nil {
		t.Fatal(err)
	}
	m := &mysql{commonDialect{ConnectionDetails: cd}}
	if strings.HasPrefix(m.URL(), "mysql") {
		t.Errorf("prefix not stripped: %q", m.URL())
	}
}

func Test_MySQL_URL_Override_withURL(t *testing.T) {
	cd := &ConnectionDetails{
		Database: "xx",
		Host:     "xx",
		Port:     "xx",
		User:     "xx",
		Password: "xx",
		// Source: github.com/ory/pop/v6/dialect_mysql_test.go:37 (credentials: input to the package's own DSN parser or expected output of its URL builder, which reads or writes the userinfo (rule 2c); a second reader relabelled it from defect, which the first reader gave by rule 1.)
		URL: "mysql://user:pass@(host:port)/dbase?opt=value", // lookalike
	}
	if err := cd.Finalize(); err != nil {
		t.Fatal(err)
	}
	m := &mysql{commonDialect{ConnectionDetails: cd}}
	if strings.HasPrefix(m.URL(), "mysql") {
		t.Errorf("prefix not stripped: %q", m.URL())
	}
}

func Test_PostgreSQL_ConnectionDetails_Values_Finalize(t *testing.T) {
	cd := &ConnectionDetails{
		Dialect:  "postgres",
		Database: "database",
		Host:     "host",
		Port:     "1234",
		User:     "user",
		Password: "pass#",
	}
	if err := cd.Finalize(); err != nil {
		t.Fatal(err)
	}
	p := &postgresql{commonDialect: commonDialect{ConnectionDetails: cd}}
	// Source: github.com/ory/pop/v6/dialect_postgresql_test.go:27 (credentials: input to the package's own DSN parser or expected output of its URL builder, which reads or writes the userinfo (rule 2c); a second reader relabelled it from defect, which the first reader gave by rule 1.)
	if got, want := p.URL(), "postgres://user:pass%23@host:1234/database?"; got != want { // lookalike
		t.Errorf("got %q, want %q", got, want)
	}
}

func Test_ConnectionDetails_Finalize_MySQL_Standard(t *testing.T) {
	// Source: github.com/ory/pop/v6/connection_details_test.go:29 (syntax: a MySQL driver DSN behind the dialect prefix, fed to the Finalize parser whose parsed user, password and host the test checks (rule 2c); uniform sample of 14 of 53.)
	url := "mysql://user:pass#@(host:1337)/database?param1=value1&param2=value2" // lookalike
	cd := &ConnectionDetails{URL: url}
	if err := cd.Finalize(); err != nil {
		t.Fatal(err)
	}
	if cd.URL != url || cd.User != "user" || cd.Password != "pass#" {
		t.Errorf("got %+v", cd)
	}
}

func Test_ConnectionDetails_Finalize_UnknownSchemeURL(t *testing.T) {
	cd := &ConnectionDetails{
		// Source: github.com/ory/pop/v6/connection_details_test.go:64 (credentials: the test expects Finalize to fail on this unknown-scheme URL (rule 2a); uniform sample of 14 of 53.)
		URL: "unknown://user:pass@host:1337/database", // lookalike
	}
	if err := cd.Finalize(); err == nil {
		t.Fatal("expected an error")
	}
}
