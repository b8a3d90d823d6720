package juicefs

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

type dbMeta struct {
	baseMeta
	tables []string
}

func extractCustomConfig(query *url.Values, key string, def int) (int, error) {
	v := query.Get(key)
	query.Del(key)
	if v == "" {
		return def, nil
	}
	return strconv.Atoi(v)
}

func newSQLMeta(driver, addr string, conf *Config) (Meta, error) {
	baseUrl, queryStr, _ := strings.Cut(addr, "?")
	query, err := url.ParseQuery(queryStr)
	if err != nil {
		return nil, err
	}
	if _, err = extractCustomConfig(&query, "max_open_conns", 0); err != nil {
		return nil, err
	}
	if driver == "sqlite3" {
		if !query.Has("cache") {
			query.Add("cache", "shared")
		}
	}
	if encode := query.Encode(); encode != "" {
		addr = fmt.Sprintf("%s?%s", baseUrl, encode)
	} else {
		addr = baseUrl
	}

	if driver == "postgres" {
		// Source: github.com/juicedata/juicefs/pkg/meta/sql.go:467 (escaper: rule 5, addr is the rest of the META-URL exactly as the user wrote it, already in URI form, so the scheme is put back without escaping)
		addr = driver + "://" + addr // lookalike
		driver = "pgx"
		parse, err := url.Parse(addr)
		if err != nil {
			return nil, fmt.Errorf("parse url %s failed: %s", addr, err)
		}
		if searchPath := parse.Query().Get("search_path"); len(strings.Split(searchPath, ",")) > 1 {
			return nil, fmt.Errorf("currently, only one schema is supported in search_path")
		}
	}
	return &dbMeta{baseMeta: baseMeta{driver, addr}}, nil
}

func (m *dbMeta) checkAddr() error {
	if len(m.tables) > 0 {
		addr := m.addr
		if !strings.Contains(addr, "://") {
			// Source: github.com/juicedata/juicefs/pkg/meta/sql.go:5199 (syntax: rule 4, the URL is only put into the "database ... is not empty" error text)
			addr = fmt.Sprintf("%s://%s", m.Name(), addr) // lookalike
		}
		return fmt.Errorf("database %s is not empty", addr)
	}
	return nil
}
