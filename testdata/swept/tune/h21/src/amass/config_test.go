package amass

import (
	"encoding/json"
	"os"
	"reflect"
	"strings"
	"testing"
)

func loadYAMLOptions(c *Config, doc []byte) error {
	for _, line := range strings.Split(string(doc), "\n") {
		k, v, ok := strings.Cut(strings.TrimSpace(line), ":")
		if !ok || k == "options" {
			continue
		}
		c.Options[k] = strings.Trim(strings.TrimSpace(v), `"`)
	}
	return nil
}

// Source: github.com/owasp-amass/amass/config/config_test.go:161 (credentials: the configuration the test loads; the expected JSON after it writes the password on its own under "password", which the loader takes out, rule 2c)
var configyaml = []byte("\noptions:\n   database: \"postgres://postgres:testPasWORD123456!)*&*$@localhost:5432\"\n") // lookalike

func TestMarshalJSON(t *testing.T) {
	c := NewConfig()
	if err := loadYAMLOptions(c, configyaml); err != nil {
		t.Errorf("Unexpected error: %v", err)
	}
	if err := c.loadDatabaseSettings(c); err != nil {
		t.Errorf("Unexpected error: %v", err)
	}
	t.Run("MarshalJSON unescapes HTML entities in the JSON bytes", func(t *testing.T) {
		// Source: github.com/owasp-amass/amass/config/config_test.go:190 (credentials: expected JSON with the url and the password under its own key, taken out by the loader, rule 2c)
		expected := []byte(`{"database":[{"system":"postgres","primary":true,"url":"postgres://postgres:testPasWORD123456!)*&*$@localhost:5432","username":"postgres","password":"testPasWORD123456!)*&*$","host":"localhost","port":"5432"}]}`) // lookalike
		got, err := json.Marshal(struct {
			Database []*Database `json:"database"`
		}{c.GraphDBs})
		if err != nil {
			t.Errorf("Unexpected error: %v", err)
		}
		if !reflect.DeepEqual(got, expected) {
			t.Errorf("Unexpected JSON bytes.\nExpected: %s\nGot: %s", expected, got)
		}
	})
}

// Valid mock YAML configuration for testing
// Source: github.com/owasp-amass/amass/config/engineapi_test.go:17 (credentials: the engine URI TestLoadEngineURI_ValidURI parses and whose password "password" and port "80" it compares with what the loader takes out, rule 2c)
var validMockConfigYAML = []byte("\noptions:\n  engine: \"http://username:password@127.0.0.1:80/path?option1=value1\"\n") // lookalike

func TestLoadEngineURI_ValidURI(t *testing.T) {
	c := NewConfig()
	if err := loadYAMLOptions(c, validMockConfigYAML); err != nil {
		t.Fatal(err)
	}
	_ = c.loadEngineSettings(c)

	if c.EngineAPI.Scheme != "http" {
		t.Errorf("Scheme should be 'http'")
	}
	if c.EngineAPI.Password != "password" {
		t.Errorf("Password should be 'password'")
	}
	if c.EngineAPI.Port != "80" {
		t.Errorf("Port should be 'port'")
	}
}

func TestLoadEngineURI_InvalidURI(t *testing.T) {
	c := NewConfig()

	// Set 'engine' option to an invalid URI
	// Source: github.com/owasp-amass/amass/config/engineapi_test.go:83 (sink: "http:://" the comment calls invalid and the test expects an error for, rules 2a and 2b)
	c.Options["engine"] = "http:://invalid-uri" // lookalike

	err := c.loadEngineSettings(c)
	if err == nil {
		t.Error("loadEngineSettings should return an error for invalid URI")
	}
}

func TestLoadDatabaseSettings(t *testing.T) {
	// Test with valid URI with password and path
	c := NewConfig()
	c.Options = make(map[string]interface{})
	// Source: github.com/owasp-amass/amass/config/graphdb_test.go:60 (credentials: given to the loader, and the test compares db.Password with "password", rule 2c)
	c.Options["database"] = "postgres://username:password@localhost:5432/database?sslmode=disable" // lookalike
	err := c.loadDatabaseSettings(c)
	if err != nil {
		t.Errorf("Got an error when loading a valid database URI: %v", err)
	}
	db := c.GraphDBs[0]
	if db.Username != "username" || db.Password != "password" || db.System != "postgres" ||
		// Source: github.com/owasp-amass/amass/config/graphdb_test.go:71 (credentials: the URL kept as given, beside the comparison of the password taken out, rule 2c)
		db.URL != "postgres://username:password@localhost:5432/database?sslmode=disable" || db.DBName != "database" { // lookalike
		t.Errorf("Database struct does not match expected values after loading valid database with password and path")
	}
}

func TestLoadDatabaseEnvSettings(t *testing.T) {
	c := NewConfig()

	_ = os.Setenv(amassUser, "the_inceptions")
	_ = os.Setenv(amassPass, "was_here")
	_ = os.Setenv(assetDB, "192.168.24.14")
	_ = os.Setenv(assetPort, "5432")
	_ = os.Setenv(assetDBName, "inceptionsdb")

	err := c.LoadDatabaseEnvSettings()
	if err != nil {
		t.Errorf("Got an error when valid environment variables are set, expected nil. Error: %v", err)
	}

	// Source: github.com/owasp-amass/amass/config/graphdb_test.go:119 (credentials: expected value of the builder; the test gives it the password on its own in the variable named for it, amassPass, rule 2c)
	expectedDBURI := "postgres://the_inceptions:was_here@192.168.24.14:5432/inceptionsdb" // lookalike
	if c.GraphDBs[0].URL != expectedDBURI {
		t.Errorf("Expected DB URI to be %s, got %s", expectedDBURI, c.GraphDBs[0].URL)
	}

	_ = os.Unsetenv(amassUser)
	_ = os.Unsetenv(amassPass)
	_ = os.Unsetenv(assetDB)
	_ = os.Unsetenv(assetPort)
	_ = os.Unsetenv(assetDBName)
}
