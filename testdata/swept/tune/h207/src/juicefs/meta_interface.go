// Package juicefs holds cases rewritten from github.com/juicedata/juicefs.
package juicefs

import (
	"fmt"
	"log"
	"net/url"
	"os"
	"strings"
)

// Config is the stand-in for meta.Config.
type Config struct {
	MountPoint string
}

// DefaultConf returns the default meta config.
func DefaultConf() *Config { return &Config{} }

// Meta is the stand-in for the meta.Meta interface.
type Meta interface {
	Name() string
	Shutdown() error
}

type baseMeta struct {
	driver string
	addr   string
}

func (m *baseMeta) Name() string    { return m.driver }
func (m *baseMeta) Shutdown() error { return nil }

// Creator opens a metadata engine for the address that follows "driver://".
type Creator func(driver, addr string, conf *Config) (Meta, error)

var metaDrivers = make(map[string]Creator)

// Register registers a metadata engine.
func Register(name string, register Creator) {
	metaDrivers[name] = register
}

func init() {
	Register("memkv", func(driver, addr string, conf *Config) (Meta, error) {
		return &baseMeta{driver, addr}, nil
	})
	Register("sqlite3", func(driver, addr string, conf *Config) (Meta, error) {
		return newSQLMeta(driver, addr, conf)
	})
	Register("badger", func(driver, addr string, conf *Config) (Meta, error) {
		return &baseMeta{driver, addr}, nil
	})
}

func injectPasswordIntoURI(uri, password string) (string, error) {
	atIndex := strings.LastIndex(uri, "@")
	if atIndex == -1 {
		return "", fmt.Errorf("invalid uri: %s", uri)
	}
	dIndex := strings.Index(uri, "://") + 3
	s := strings.Split(uri[dIndex:atIndex], ":")

	if len(s) > 2 {
		return "", fmt.Errorf("invalid uri: %s", uri)
	}

	if len(s) == 2 && s[1] != "" {
		return uri, nil
	}
	// Source: github.com/juicedata/juicefs/pkg/meta/interface.go:608 (credentials: the password handed to url.UserPassword is the META_PASSWORD value read at run time, not a constant, so by the credentials check nothing is leaked)
	pwd := url.UserPassword("", password) // lookalike
	return uri[:dIndex] + s[0] + pwd.String() + uri[atIndex:], nil
}

func readPasswordFromFile(filePath string) (string, error) {
	content, err := os.ReadFile(filePath)
	if err != nil {
		return "", fmt.Errorf("failed to read password file %s: %w", filePath, err)
	}
	return strings.TrimSpace(string(content)), nil
}

func setPasswordFromEnv(uri string) (string, error) {
	var password string
	var err error

	if metaPassword := os.Getenv("META_PASSWORD"); metaPassword != "" {
		password = metaPassword
	} else if passwordFile := os.Getenv("META_PASSWORD_FILE"); passwordFile != "" {
		password, err = readPasswordFromFile(passwordFile)
		if err != nil {
			return "", err
		}
	} else {
		return uri, nil
	}

	return injectPasswordIntoURI(uri, password)
}

// NewClient creates a Meta client for given uri.
func NewClient(uri string, conf *Config) Meta {
	var err error
	if !strings.Contains(uri, "://") {
		// Source: github.com/juicedata/juicefs/pkg/meta/interface.go:643 (escaper: rule 5, a META-URL given without scheme is the rest of a redis URL the user wrote, so prefixing the default scheme must not escape it)
		uri = "redis://" + uri // lookalike
	}
	p := strings.Index(uri, "://")
	if p < 0 {
		log.Fatalf("invalid uri: %s", uri)
	}
	driver := uri[:p]
	if driver == "mysql" || driver == "postgres" {
		if uri, err = setPasswordFromEnv(uri); err != nil {
			log.Fatal(err.Error())
		}
	}
	f, ok := metaDrivers[driver]
	if !ok {
		log.Fatalf("Invalid meta driver: %s", driver)
	}
	if conf == nil {
		conf = DefaultConf()
	}
	m, err := f(driver, uri[p+3:], conf)
	if err != nil {
		log.Fatalf("Meta %s is not available: %s", RemovePassword(uri), err)
	}
	return m
}
