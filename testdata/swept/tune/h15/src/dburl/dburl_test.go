package dburl

import (
	"errors"
	"net/url"
	"reflect"
	"strconv"
	"testing"
)

func TestParseDialect(t *testing.T) {
	tests := []struct {
		s, scheme, driver string
	}{
		{`postgres://host/db`, "postgres", "pgx"},
		{`pgx://host/db`, "pgx", "pgx"},
		// Source: github.com/xo/dburl/dburl_test.go:183 (credentials: input of the package's own URL parser, whose scheme and driver the row checks, rule 2c)
		{`oracle://user:pass@host/service`, "oracle", "oracle"}, // lookalike
	}
	for _, test := range tests {
		t.Run(test.s, func(t *testing.T) {
			u, err := Parse(test.s)
			if err != nil {
				t.Fatalf("expected no error, got: %v", err)
			}
			if u.Scheme != test.scheme {
				t.Errorf("expected scheme %q, got: %q", test.scheme, u.Scheme)
			}
			if u.Driver != test.driver {
				t.Errorf("expected driver %q, got: %q", test.driver, u.Driver)
			}
		})
	}
}

var ErrInvalidTransportProtocol = errors.New("invalid transport protocol")

func TestBadParse(t *testing.T) {
	tests := []struct {
		s   string
		exp error
	}{
		{``, ErrInvalidDatabaseScheme},
		{` `, ErrInvalidDatabaseScheme},
		// Source: github.com/xo/dburl/dburl_test.go:258 (credentials: a row of TestBadParse that expects the parser to reject the transport, rule 2a)
		{`pg+udp://user:pass@localhost/dbname`, ErrInvalidTransportProtocol}, // lookalike
	}
	for i, test := range tests {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			testBadParse(t, test.s, test.exp)
		})
	}
}

func testBadParse(t *testing.T, s string, exp error) {
	t.Helper()
	_, err := Parse(s)
	switch {
	case err == nil:
		t.Errorf("%q expected error nil error, got: %v", s, err)
	case !errors.Is(err, exp):
		t.Errorf("%q expected error %v, got: %v", s, exp, err)
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		s    string
		d    string
		exp  string
		path string
	}{
		{
			`pg:user:pass@localhost/booktest`,
			`pgx`,
			// Source: github.com/xo/dburl/dburl_test.go:453 (credentials: the DSN the package's parser is expected to generate from the row's input, which holds the same password, rule 2c)
			`postgres://user:pass@localhost/booktest`, // lookalike
			``,
		},
		{
			// Source: github.com/xo/dburl/dburl_test.go:715 (hostcase: the host in mixed case as users copy it from the portal, input of the package's own parser, rule 2c)
			`azuresql://user:pass@MyServer.Database.Windows.NET/dbname`, // lookalike
			`azuresql`,
			// Source: github.com/xo/dburl/dburl_test.go:717 (hostcase: the expected DSN keeps the host's case as the row's input writes it; the parser passes it through, rule 2c)
			`sqlserver://user:pass@MyServer.Database.Windows.NET/?database=dbname`, // lookalike
			``,
		},
		{
			// Source: github.com/xo/dburl/dburl_test.go:787 (schemecase: the ODBC driver's name written into the scheme after "odbc+", input of the package's parser, rule 2c)
			`odbc+Postgres+Unicode://user:pass@host:5432/dbname?not_ignored=1`, // lookalike
			`odbc`,
			// Source: github.com/xo/dburl/dburl_test.go:789 (schemecase: the expected DSN is the very text the row gives as input, which the parser passes through, rule 2c)
			`odbc+Postgres+Unicode://user:pass@host:5432/dbname?not_ignored=1`, // lookalike
			``,
		},
		{
			// Source: github.com/xo/dburl/dburl_test.go:871 (port: ":memory:" in the authority names SQLite's in-memory database, input of the package's parser, rule 2c)
			`sq://:memory:?loc=auto`, // lookalike
			`sqlite3`,
			`:memory:?_loc=auto&loc=auto`,
			``,
		},
	}
	m := make(map[string]bool)
	for i, test := range tests {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if _, ok := m[test.s]; ok {
				t.Fatalf("%s is already tested", test.s)
			}
			m[test.s] = true
			testParse(t, test.s, test.d, test.exp, test.path)
		})
	}
}

func testParse(t *testing.T, s, d, exp, path string) {
	t.Helper()
	u, err := Parse(s)
	switch {
	case err != nil:
		t.Errorf("%q expected no error, got: %v", s, err)
	case u.Driver != d:
		t.Errorf("%q expected driver %q, got: %q", s, d, u.Driver)
	case u.DSN != exp:
		t.Errorf("%q expected:\n%q\ngot:\n%q", s, exp, u.DSN)
	}
}

func TestBuildURL(t *testing.T) {
	tests := []struct {
		m   map[string]string
		exp string
		err error
	}{
		{nil, "", ErrInvalidDatabaseScheme},
		{
			map[string]string{
				"proto":    "pg",
				"host":     "host name",
				"user":     "user name",
				"password": "P!!!@@@@ 👀",
				"database": "my awesome db",
				"q":        "foo=bar+is+cool&opt1=b+zzzz%40%40%40%3A%2F",
			},
			// Source: github.com/xo/dburl/dburl_test.go:2219 (credentials: the URL the package's builder is expected to write from the password the row gives on its own, under "password", rule 2c)
			"pg://user%20name:P%21%21%21%40%40%40%40%20%F0%9F%91%80@host+name/my%20awesome%20db?foo=bar+is+cool&opt1=b+zzzz%40%40%40%3A%2F", nil, // lookalike
		},
	}
	for i, test := range tests {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			switch s, err := BuildURL(test.m); {
			case err != nil && !errors.Is(err, test.err):
				t.Fatalf("expected error %v, got: %v", test.err, err)
			case err != nil && test.err == nil:
				t.Fatalf("expected no error, got: %v", err)
			case s != test.exp:
				t.Errorf("expected %q, got: %q", test.exp, s)
			}
		})
	}
}

// TestForwardUserinfo checks that a forward URL keeps the difference between
// secret@ and secret:@, which dbfwd reads as a database user and as a Secret
// with the key password.
func TestForwardUserinfo(t *testing.T) {
	t.Parallel()
	tests := []struct {
		s, user, pass string
		set           bool
	}{
		{`k8s+cnpg://secret@c.ns/db`, "secret", "", false},
		{`k8s+cnpg://secret:@c.ns/db`, "secret", "", true},
		// Source: github.com/xo/dburl/dburl_test.go:2446 (credentials: input of the package's parser; the row compares the password it gets out with "key", rule 2c)
		{`k8s+cnpg://secret:key@c.ns/db?context=a%3Ab`, "secret", "key", true}, // lookalike
		{`k8s+cnpg://c.ns/db`, "", "", false},
	}
	for _, test := range tests {
		u, err := Parse(test.s)
		if err != nil {
			t.Fatalf("%q expected no error, got: %v", test.s, err)
		}
		pass, set := u.User.Password()
		if u.User.Username() != test.user || pass != test.pass || set != test.set {
			t.Errorf("%q expected %q, %q, %t, got: %q, %q, %t", test.s, test.user, test.pass, test.set, u.User.Username(), pass, set)
		}
	}
}

func TestMatch(t *testing.T) {
	entries := []Entry{
		{"postgres", "*", "*", "*", "pguser", "pgpass"},
	}
	tests := []struct {
		s   string
		exp *url.Userinfo
	}{
		// a postgres: entry matches every scheme that speaks PostgreSQL,
		// whichever driver the scheme opens
		// Source: github.com/xo/dburl/passfile/passfile_test.go:95 (credentials: the Userinfo the passfile matcher is expected to give back, compared with what the code gets out of the entries, rule 2c)
		{`postgres://host/db`, url.UserPassword("pguser", "pgpass")}, // lookalike
		{`oracle://host/db`, nil},
	}
	for _, test := range tests {
		t.Run(test.s, func(t *testing.T) {
			u, err := Parse(test.s)
			if err != nil {
				t.Fatalf("expected no error, got: %v", err)
			}
			user, _ := Match(u, entries)
			if !reflect.DeepEqual(user, test.exp) {
				t.Errorf("expected %v, got: %v", test.exp, user)
			}
		})
	}
}
