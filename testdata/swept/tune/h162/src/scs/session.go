// Package scs is a rewrite of the parts of github.com/alexedwards/scs/v2
// that decide the labels of this set: a session manager whose middleware
// stores values per request.
package scs

import (
	"context"
	"net/http"
	"sync"
)

type ctxKey struct{}

// SessionManager holds the session data (stand-in: one shared store).
type SessionManager struct {
	mu   sync.Mutex
	data []map[string]interface{}
}

// New returns a new session manager.
func New() *SessionManager { return &SessionManager{} }

// LoadAndSave provides middleware which loads and saves session data.
func (s *SessionManager) LoadAndSave(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		m := map[string]interface{}{}
		ctx := context.WithValue(r.Context(), ctxKey{}, m)
		next.ServeHTTP(w, r.WithContext(ctx))
		s.mu.Lock()
		s.data = append(s.data, m)
		s.mu.Unlock()
	})
}

// Put adds a key and value to the session data.
func (s *SessionManager) Put(ctx context.Context, key string, val interface{}) {
	if m, ok := ctx.Value(ctxKey{}).(map[string]interface{}); ok {
		m[key] = val
	}
}

// GetString returns the string value for a key.
func (s *SessionManager) GetString(ctx context.Context, key string) string {
	m, _ := ctx.Value(ctxKey{}).(map[string]interface{})
	v, _ := m[key].(string)
	return v
}

// Iterate calls fn once for every stored session.
func (s *SessionManager) Iterate(ctx context.Context, fn func(context.Context) error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, m := range s.data {
		if err := fn(context.WithValue(ctx, ctxKey{}, m)); err != nil {
			return err
		}
	}
	return nil
}
