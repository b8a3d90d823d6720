package beego

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

type sessionProvider struct {
	SavePath, Pool, Bucket string
}

func (p *sessionProvider) init(cfg string) {
	parts := strings.Split(cfg, ",")
	p.SavePath = parts[0]
	if len(parts) > 1 {
		p.Pool = parts[1]
	}
	if len(parts) > 2 {
		p.Bucket = parts[2]
	}
}

// Source: github.com/beego/beego/v2/server/web/session/couchbase/sess_couchbase_test.go:26 (session store config "url,pool,bucket" whose URL has the word "port" for a port)
func TestSessionInitOldStyle(t *testing.T) {
	savePath := `http://host:port/,sessions,web` // defect syntax
	p := &sessionProvider{}
	p.init(savePath)
	assert.Equal(t, "http://host:port/", p.SavePath) // defect syntax
	assert.Equal(t, "sessions", p.Pool)
}

func splat(pattern, path string) string {
	if pattern == "/*" {
		return strings.Trim(strings.ReplaceAll(path, "//", "/"), "/")
	}
	return ""
}

// Source: github.com/beego/beego/v2/server/web/tree_test.go:72 (router tree test: a URL in the path matched by a splat route)
func TestSplatRoute(t *testing.T) {
	if got := splat("/*", "/https://shop/items/9/"); got != "https:/shop/items/9" { // lookalike
		t.Errorf("splat = %q", got)
	}
}

// Source: github.com/beego/beego/v2/client/httplib/filter/log/filter_test.go:37 (request through a filter chain; the query holds uppercase escapes of ':' and '/')
func TestFilterChain(t *testing.T) {
	req, err := http.NewRequest(http.MethodGet, "https://git.example.com/notifications?query=repo%3Aacme%2Fshop", nil) // lookalike
	assert.NoError(t, err)
	_ = req
}
