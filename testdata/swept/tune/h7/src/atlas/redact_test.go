package atlas

import (
	"net/url"
	"testing"
)

// RedactedURL hides the password of a URL.
func RedactedURL(s string) (string, error) {
	u, err := url.Parse(s)
	if err != nil {
		return "", err
	}
	if _, ok := u.User.Password(); ok {
		u.User = url.UserPassword(u.User.Username(), "xxxxx")
	}
	return u.String(), nil
}

func TestRedactedURL(t *testing.T) {
	// Source: github.com/ariga/atlas/cmd/atlas/internal/cloudapi/client_test.go:197 (input of the package's redactor, rule 2c)
	u, err := RedactedURL("mysql://user:pass@:3306/db") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/ariga/atlas/cmd/atlas/internal/cloudapi/client_test.go:199 (the redactor's expected output, a mask)
	if u != "mysql://user:xxxxx@:3306/db" { // lookalike
		t.Fatalf("got %s", u)
	}
	// Source: github.com/ariga/atlas/cmd/atlas/internal/cloudapi/client_test.go:200 (redactor input with a leading escaped newline, expected to fail, rule 2a)
	u, err = RedactedURL("\\n mysql://user:pass@:3306/db") // lookalike
	if err == nil || u != "" {
		t.Fatal("expected an error")
	}
}

type schemaInspect struct {
	URL string
}

func (c schemaInspect) RedactedURL() (string, error) { return RedactedURL(c.URL) }

func TestSchemaInspect_RedactedURL(t *testing.T) {
	cmd := schemaInspect{
		// Source: github.com/ariga/atlas/cmd/atlas/internal/cmdlog/cmdlog_test.go:296 (input of the log command's redactor, rule 2c)
		URL: "mysql://root:password@localhost:3306/test", // lookalike
	}
	u, err := cmd.RedactedURL()
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/ariga/atlas/cmd/atlas/internal/cmdlog/cmdlog_test.go:300 (the redactor's expected output, a mask)
	if u != "mysql://root:xxxxx@localhost:3306/test" { // lookalike
		t.Fatalf("got %s", u)
	}
}

// urlSetPath is the HCL function that sets the path of a URL.
func urlSetPath(s, p string) (string, error) {
	u, err := url.Parse(s)
	if err != nil {
		return "", err
	}
	u.Path = p
	return u.String(), nil
}

// urlUserinfo is the HCL function that sets the userinfo of a URL.
func urlUserinfo(s, user string, password *string) (string, error) {
	u, err := url.Parse(s)
	if err != nil {
		return "", err
	}
	if password == nil {
		u.User = url.User(user)
	} else {
		u.User = url.UserPassword(user, *password)
	}
	return u.String(), nil
}

func TestURLSetPathFunc(t *testing.T) {
	tests := []struct {
		URL, Path, Want string
	}{
		{
			// Source: github.com/ariga/atlas/schemahcl/stdlib_test.go:24 (input and expected output of the package's URL function, rule 2c)
			"mysql://root:pass@mysql:3306", // lookalike
			"",
			// Source: github.com/ariga/atlas/schemahcl/stdlib_test.go:26 (the same function's expected output, rule 2c)
			"mysql://root:pass@mysql:3306", // lookalike
		},
	}
	for _, tt := range tests {
		got, err := urlSetPath(tt.URL, tt.Path)
		if err != nil {
			t.Fatal(err)
		}
		if got != tt.Want {
			t.Errorf("got %s", got)
		}
	}
}

func TestURLUserinfoFunc(t *testing.T) {
	pw := "pass"
	got, err := urlUserinfo("mysql://localhost:3306", "user", &pw)
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/ariga/atlas/schemahcl/stdlib_test.go:138 (expected output of the userinfo function, a password the test compares with what the code puts in, rule 2c)
	if got != "mysql://user:pass@localhost:3306" { // lookalike
		t.Fatalf("got %s", got)
	}
}

type parsedDSN struct{ Schema string }

func parseMySQLURL(u *url.URL) parsedDSN {
	if len(u.Path) > 1 && u.Scheme == "mysql" {
		return parsedDSN{Schema: u.Path[1:]}
	}
	return parsedDSN{Schema: u.Query().Get("database")}
}

func TestParser_ParseURL(t *testing.T) {
	for u, d := range map[string]string{
		// Source: github.com/ariga/atlas/sql/mysql/driver_test.go:46 (input of the MySQL driver's URL parser, rule 2c)
		"mysql://user:pass@localhost:3306/my_db?foo=bar": "my_db", // lookalike
		// Source: github.com/ariga/atlas/sql/mysql/driver_test.go:49 (input of the same parser, a unix socket with an empty host, rule 2c)
		"mysql+unix://user:pass@/path/to/socket": "", // lookalike
	} {
		u1, err := url.Parse(u)
		if err != nil {
			t.Fatal(err)
		}
		if got := parseMySQLURL(u1).Schema; got != d {
			t.Errorf("got %s want %s", got, d)
		}
	}
}
