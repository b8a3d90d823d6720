package amass

import (
	"errors"
	"fmt"
	"net/url"
	"os"
)

const (
	engineHost   = "AMASS_ENGINE_HOST"
	engineUser   = "AMASS_ENGINE_USER"
	enginePass   = "AMASS_ENGINE_PASSWORD"
	engineScheme = "AMASS_ENGINE_SCHEME"
	enginePort   = "AMASS_ENGINE_PORT"
	enginePath   = "AMASS_ENGINE_PATH"
	amassUser    = "AMASS_DB_USER"
	amassPass    = "AMASS_DB_PASSWORD"
	assetDB      = "ASSETDB_HOST"
	assetPort    = "ASSETDB_PORT"
	assetDBName  = "ASSETDB_DBNAME"
)

// EngAPI holds the Engine API settings.
type EngAPI struct {
	URL      string
	Scheme   string
	Username string
	Password string
	Host     string
	Port     string
	Path     string
	Options  string
}

// Database holds a graph database's settings.
type Database struct {
	System   string
	Primary  bool
	URL      string
	Username string
	Password string
	Host     string
	Port     string
	DBName   string
	Options  string
}

// Config is the Amass configuration.
type Config struct {
	Options   map[string]interface{} `yaml:"options,omitempty" json:"-"`
	EngineAPI *EngAPI                `yaml:"-" json:"-"`
	GraphDBs  []*Database            `yaml:"-" json:"database,omitempty"`
}

// NewConfig returns an empty configuration.
func NewConfig() *Config {
	return &Config{Options: make(map[string]interface{})}
}

// LoadEngineEnvSettings fills the Engine API settings from the environment.
func (c *Config) LoadEngineEnvSettings() error {
	eng := &EngAPI{}

	h := "localhost"
	if henv, set := os.LookupEnv(engineHost); set {
		h = henv
	}
	eng.Host = h
	u := ""
	if uEnv, set := os.LookupEnv(engineUser); set {
		eng.Username = uEnv
		u = uEnv + "@"
	}
	p := ""
	if penv, set := os.LookupEnv(enginePass); set {
		eng.Password = penv
		p = ":" + penv + "@"
	}
	scheme := "http"
	if s, set := os.LookupEnv(engineScheme); set {
		scheme = s
	}
	eng.Scheme = scheme
	port := "4000"
	if pEnv, set := os.LookupEnv(enginePort); set {
		port = pEnv
	}
	eng.Port = port
	path := "graphql"
	if pEnv, set := os.LookupEnv(enginePath); set {
		path = pEnv
	}
	eng.Path = path
	if p != "" {
		u = u[:len(u)-1]
	}
	// Source: github.com/owasp-amass/amass/config/engineapi.go:101 (hostjoin: the engine host from the AMASS_ENGINE_HOST environment variable joined with the port by ':')
	apiURI := scheme + "://" + u + p + h + ":" + port + "/" + path // defect hostjoin
	eng.URL = apiURI

	c.EngineAPI = eng
	return nil
}

// loadEngineSettings parses the "engine" option.
func (c *Config) loadEngineSettings(cfg *Config) error {
	v, ok := cfg.Options["engine"]
	if !ok {
		return nil
	}
	s, ok := v.(string)
	if !ok {
		return errors.New("engine option is not a string")
	}
	u, err := url.Parse(s)
	if err != nil {
		return fmt.Errorf("failed to parse the engine URI: %w", err)
	}
	if u.Scheme == "" || u.Hostname() == "" {
		return errors.New("the engine URI needs a scheme and a host")
	}
	eng := &EngAPI{URL: s, Scheme: u.Scheme, Host: u.Hostname(), Port: u.Port(), Path: trimSlash(u.Path), Options: u.RawQuery}
	if u.User != nil {
		eng.Username = u.User.Username()
		eng.Password, _ = u.User.Password()
	}
	c.EngineAPI = eng
	return nil
}

// loadDatabaseSettings parses the "database" option.
func (c *Config) loadDatabaseSettings(cfg *Config) error {
	v, ok := cfg.Options["database"]
	if !ok {
		return nil
	}
	s, ok := v.(string)
	if !ok {
		return errors.New("database option is not a string")
	}
	u, err := url.Parse(s)
	if err != nil {
		return err
	}
	db := &Database{System: u.Scheme, Primary: true, URL: s, Host: u.Hostname(), Port: u.Port(), DBName: trimSlash(u.Path), Options: u.RawQuery}
	if u.User != nil {
		db.Username = u.User.Username()
		db.Password, _ = u.User.Password()
	}
	c.GraphDBs = append(c.GraphDBs, db)
	return nil
}

func trimSlash(p string) string {
	if len(p) > 0 && p[0] == '/' {
		return p[1:]
	}
	return p
}

// LoadDatabaseEnvSettings fills the database settings from the environment.
func (c *Config) LoadDatabaseEnvSettings() error {
	dbURI := ""
	db := &Database{
		Primary: true,
		System:  "postgres",
	}

	var u string
	if uenv, set := os.LookupEnv(amassUser); set {
		u = uenv
	} else {
		return fmt.Errorf("environment variable %s is not set", amassUser)
	}
	db.Username = u
	h := "localhost"
	if dbEnv, set := os.LookupEnv(assetDB); set {
		h = dbEnv
	}
	db.Host = h
	port := "5432"
	if pEnv, set := os.LookupEnv(assetPort); set {
		port = pEnv
	}
	db.Port = port
	n := "assetdb"
	if nEnv, set := os.LookupEnv(assetDBName); set {
		n = nEnv
	}
	db.DBName = n
	if p, set := os.LookupEnv(amassPass); set {
		db.Password = p
		// Source: github.com/owasp-amass/amass/config/graphdb.go:92 (hostjoin: the database host from the ASSETDB_HOST environment variable joined with the port by ':')
		dbURI = "postgres://" + u + ":" + p + "@" + h + ":" + port + "/" + n // defect hostjoin
	} else {
		// Source: github.com/owasp-amass/amass/config/graphdb.go:94 (hostjoin: same join without a password)
		dbURI = "postgres://" + u + "@" + h + ":" + port + "/" + n // defect hostjoin
	}
	db.URL = dbURI
	c.GraphDBs = append(c.GraphDBs, db)
	return nil
}
