package wakapi

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/go-chi/chi/v5"
	"github.com/stretchr/testify/assert"
)

type principalKey struct{}

// CheckEffectiveUser resolves the {user} URL param against the principal.
func CheckEffectiveUser(w http.ResponseWriter, r *http.Request, fallback string) (*User, error) {
	userParam := chi.URLParam(r, "user")
	if userParam == "" {
		userParam = fallback
	}
	authorizedUser, _ := r.Context().Value(principalKey{}).(*User)
	if authorizedUser == nil {
		w.WriteHeader(http.StatusUnauthorized)
		return nil, errors.New("unauthorized")
	} else if userParam == "current" {
		return authorizedUser, nil
	}
	if authorizedUser.ID != userParam && authorizedUser.ID != "admin" {
		w.WriteHeader(http.StatusUnauthorized)
		return nil, errors.New("unauthorized")
	}
	return &User{ID: userParam}, nil
}

func mockUserAwareRequest(requestedUser, authorizedUser string) (*http.Request, http.ResponseWriter) {
	testUser := &User{ID: authorizedUser}

	// Source: github.com/muety/wakapi/routes/utils/user_utils_test.go:74 (syntax: by the template rule the {user} hole is filled by withUrlParam right after with user1, user2 or admin, giving a valid localhost URL)
	r := httptest.NewRequest("GET", "http://localhost:3000/api/{user}/data", nil) // lookalike
	r = withUrlParam(r, "user", requestedUser)
	if authorizedUser != "" {
		r = r.WithContext(context.WithValue(r.Context(), principalKey{}, testUser))
	}
	return r, httptest.NewRecorder()
}

func withUrlParam(r *http.Request, key, value string) *http.Request {
	// Source: github.com/muety/wakapi/routes/utils/user_utils_test.go:87 (escaper: by rule 1 held to non-test rules, the helper fills {user} with plain identifiers that need no escaping, and RawPath is empty for this request)
	r.URL.RawPath = strings.Replace(r.URL.RawPath, "{"+key+"}", value, 1) // lookalike
	// Source: github.com/muety/wakapi/routes/utils/user_utils_test.go:88 (escaper: by rule 1 held to non-test rules, Path is the decoded path, where the raw identifier is the right form)
	r.URL.Path = strings.Replace(r.URL.Path, "{"+key+"}", value, 1) // lookalike
	rctx := chi.NewRouteContext()
	rctx.URLParams.Add(key, value)
	r = r.WithContext(context.WithValue(r.Context(), chi.RouteCtxKey, rctx))
	return r
}

func TestCheckEffectiveUser_Current(t *testing.T) {
	r, w := mockUserAwareRequest("current", "user1")
	user, err := CheckEffectiveUser(w, r, "current")
	assert.Nil(t, err)
	assert.Equal(t, "user1", user.ID)
}
