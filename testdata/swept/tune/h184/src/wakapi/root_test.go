package wakapi

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// apiRootHandler redirects browsers to the front page and 404s everyone else.
func apiRootHandler(w http.ResponseWriter, r *http.Request) {
	ua := r.Header.Get("User-Agent")
	if strings.HasPrefix(ua, "Mozilla/") && strings.Contains(ua, "(") && !strings.Contains(ua, "wakatime") && !strings.Contains(ua, "compatible;") {
		http.Redirect(w, r, "/", http.StatusFound)
		return
	}
	w.WriteHeader(http.StatusNotFound)
}

var testUserAgentsNoMatch = []string{
	"",
	"curl/7.81.0",
	// Source: github.com/muety/wakapi/routes/api/root_test.go:26 (plainhttp: a Googlebot User-Agent header value whose +http:// info link is text inside the header, never requested, is prose by rule 4)
	"Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/W.X.Y.Z Safari/537.36", // lookalike
	// Source: github.com/muety/wakapi/routes/api/root_test.go:28 (syntax: a GPTBot User-Agent header value, text with spaces around its link, is prose by rule 4)
	"Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.1; +https://openai.com/gptbot", // lookalike
}

func TestApiRootHandler_Get(t *testing.T) {
	for _, ua := range testUserAgentsNoMatch {
		rec := httptest.NewRecorder()
		req := httptest.NewRequest(http.MethodGet, "/api", nil)
		req.Header.Set("User-Agent", ua)
		apiRootHandler(rec, req)
		assert.Equal(t, http.StatusNotFound, rec.Code)
	}
}
