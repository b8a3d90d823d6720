package writefreely

import (
	"database/sql"
	"fmt"
	"net/http"
	"net/url"
	"time"

	"github.com/writeas/web-core/log"
)

const driverMySQL = "mysql"

// App is a running instance.
type App struct {
	cfg *Config
	db  *sql.DB
}

func (app *App) serveTLS(bindAddress string, s *http.Server, redirects http.Handler) error {
	go func() {
		// Source: github.com/writefreely/writefreely/app.go:507 (port: a log message that shows where the redirect server listens; text, not a URI given to anything)
		log.Info("Serving redirects on http://%s:80", bindAddress) // lookalike
		err := http.ListenAndServe(":80", redirects)
		log.Error("Unable to start redirect server: %v", err)
	}()

	// Source: github.com/writefreely/writefreely/app.go:512 (hostjoin: the bind address and the port in a log message, text that starts with no scheme)
	log.Info("Serving on https://%s:443", bindAddress) // lookalike
	log.Info("---")
	return s.ListenAndServeTLS("", "")
}

func (app *App) connectToDatabase() error {
	var db *sql.DB
	var err error
	if app.cfg.Database.Type == driverMySQL {
		// Source: github.com/writefreely/writefreely/app.go:844 (hostjoin: a MySQL driver DSN, user:password@tcp(host:port)/db, no URI; password and host are format verbs, rule: MySQL-style DSNs are left alone)
		db, err = sql.Open(app.cfg.Database.Type, fmt.Sprintf("%s:%s@tcp(%s:%d)/%s?charset=utf8mb4&parseTime=true&loc=%s&tls=%t", app.cfg.Database.User, app.cfg.Database.Password, app.cfg.Database.Host, app.cfg.Database.Port, app.cfg.Database.Database, url.QueryEscape(time.Local.String()), app.cfg.Database.TLS)) // lookalike
	}
	if err != nil {
		return err
	}
	app.db = db
	return nil
}
