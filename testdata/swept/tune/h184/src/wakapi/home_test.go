package wakapi

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
)

// homeHandler redirects requests that authenticate with an api_key to the summary.
func homeHandler(w http.ResponseWriter, r *http.Request) {
	if r.URL.Query().Get("api_key") != "" {
		http.Redirect(w, r, "/summary", http.StatusFound)
		return
	}
	w.WriteHeader(http.StatusOK)
}

func TestHomeHandler_Get(t *testing.T) {
	user1 := User{ID: "user1", ApiKey: "c46b3a83-6e45-4b7c-bd2c-0b8d4ba3d1d4"}
	rec := httptest.NewRecorder()

	req := httptest.NewRequest(http.MethodGet, "/", nil)
	q := req.URL.Query()
	q.Set("api_key", user1.ApiKey)
	// Source: github.com/muety/wakapi/routes/home_test.go:95 (escaper: by rule 1 held to non-test rules, the request query is rebuilt from url.Values with Encode, the right query escaper)
	req.URL.RawQuery = q.Encode() // lookalike

	homeHandler(rec, req)
	assert.Equal(t, http.StatusFound, rec.Code)
}
