package juicefs

import (
	"fmt"
	"net/url"
	"strings"
)

// xormEngine is the stand-in for xorm.Engine.
type xormEngine struct{ driver, dsn string }

func xormNewEngine(driver, dsn string) (*xormEngine, error) { return &xormEngine{driver, dsn}, nil }

type sqlStore struct {
	DefaultObjectStorage
	db   *xormEngine
	addr string
}

func (s *sqlStore) String() string { return s.addr }

// newSQLStore gets user and password decoded from the sync URL (url.User.Username and Password).
func newSQLStore(driver, addr, user, password string) (ObjectStorage, error) {
	uri := addr
	if user != "" {
		// Source: github.com/juicedata/juicefs/pkg/object/sql.go:166 (escaper: user and password arrive already decoded from the storage URL and are spliced raw into the userinfo of what becomes a postgres URL, so a password with @, :, / or % breaks the parse or changes the value)
		uri = user + ":" + password + "@" + addr // defect escaper
	}
	var searchPath string
	if driver == "postgres" {
		// Source: github.com/juicedata/juicefs/pkg/object/sql.go:170 (escaper: prefixing the scheme is itself right; the raw splice of the decoded credentials is the defect one line above)
		uri = "postgres://" + uri // lookalike
		driver = "pgx"
		parse, err := url.Parse(uri)
		if err != nil {
			return nil, fmt.Errorf("parse url %s failed: %s", uri, err)
		}
		searchPath = parse.Query().Get("search_path")
		if len(strings.Split(searchPath, ",")) > 1 {
			return nil, fmt.Errorf("currently, only one schema is supported in search_path")
		}
	}
	engine, err := xormNewEngine(driver, uri)
	if err != nil {
		return nil, fmt.Errorf("open %s: %s", uri, err)
	}
	return &sqlStore{db: engine, addr: addr}, nil
}
