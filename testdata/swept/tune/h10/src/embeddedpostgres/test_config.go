package embeddedpostgres

import "testing"

// The test sits in a file whose name does not end in _test.go, so it is
// compiled into the package.

// Source: github.com/fergusstrange/embedded-postgres/test_config.go:7 (credentials: outside _test.go files only the value's own name can mark a fixture, and "expect" does not; a password in a URI of package code)
func TestGetConnectionURL(t *testing.T) {
	config := DefaultConfig().Database("mydb").Username("myuser").Password("mypass")
	expect := "postgresql://myuser:mypass@localhost:5432/mydb" // defect credentials

	if got := config.GetConnectionURL(); got != expect {
		t.Errorf("expected %q got %q", expect, got)
	}
}
