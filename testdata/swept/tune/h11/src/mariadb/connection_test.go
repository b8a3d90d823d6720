package mariadb

import (
	"bytes"
	"testing"
	"text/template"
)

const testPwdSecretKey = "password"

var testSecretData = map[string][]byte{
	testPwdSecretKey: []byte("MariaDB11!"),
}

type connParams struct {
	Username string
	Password string
	Host     string
	Port     int
	Database string
	Params   string
}

func renderDSN(format string, p connParams) (string, error) {
	tpl, err := template.New("dsn").Parse(format)
	if err != nil {
		return "", err
	}
	var b bytes.Buffer
	err = tpl.Execute(&b, p)
	return b.String(), err
}

func TestConnectionCustomDSN(t *testing.T) {
	// Source: github.com/mariadb-operator/mariadb-operator/internal/controller/connection_controller_test.go:170 (credentials: a template whose password is a placeholder, {{ .Password }})
	format := "mysql://{{ .Username }}:{{ .Password }}@{{ .Host }}:{{ .Port }}/{{ .Database }}{{ .Params }}" // lookalike
	dsn, err := renderDSN(format, connParams{
		Username: "test",
		Password: string(testSecretData[testPwdSecretKey]),
		Host:     "mdb-test.default.svc.cluster.local",
		Port:     3306,
		Database: "test",
		Params:   "?timeout=5s",
	})
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/mariadb-operator/mariadb-operator/internal/controller/connection_controller_test.go:193 (credentials: the test writes the password on its own under a password key, gives it to the code and compares the DSN it renders, rule 2c)
	want := "mysql://test:MariaDB11!@mdb-test.default.svc.cluster.local:3306/test?timeout=5s" // lookalike
	if dsn != want {
		t.Errorf("dsn = %q, want %q", dsn, want)
	}
}
