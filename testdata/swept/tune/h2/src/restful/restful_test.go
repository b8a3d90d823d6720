package restful

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

type route struct{ Path string }

func routes() []route {
	var rs []route
	for i := 0; i < 3; i++ {
		rs = append(rs, route{Path: fmt.Sprintf("/%c/{%c}/items", rune('a'+i), rune('a'+i))})
	}
	return rs
}

// Source: github.com/emicklei/go-restful/v3/bench_test.go:24 (router benchmark sends requests whose paths are the route templates themselves)
func BenchmarkRouteTemplates(b *testing.B) {
	var uris []string
	for _, r := range routes() {
		uris = append(uris, "http://bench.example.com"+r.Path) // lookalike
	}
	mux := http.NewServeMux()
	for i := 0; i < b.N; i++ {
		for _, u := range uris {
			mux.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", u, nil))
		}
	}
}

// Source: github.com/emicklei/go-restful/v3/cors_filter_test.go:36 (failure message quotes the expected origin)
func TestAllowOrigin(t *testing.T) {
	rr := httptest.NewRecorder()
	rr.Header().Set("Access-Control-Allow-Origin", "http://app.example.com")
	actual := rr.Header().Get("Access-Control-Allow-Origin")
	if actual != "http://app.example.com" {
		t.Fatal("expected: http://app.example.com but got:" + actual) // lookalike
	}
}

// Source: github.com/emicklei/go-restful/v3/web_service_test.go:96 (request to a single-label host in a container test)
func TestPostToSingleLabelHost(t *testing.T) {
	req, err := http.NewRequest("POST", "http://here/thing", strings.NewReader("")) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	rr := httptest.NewRecorder()
	http.NotFoundHandler().ServeHTTP(rr, req)
}
