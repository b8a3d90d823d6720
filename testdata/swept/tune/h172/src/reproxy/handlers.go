package reproxy

import (
	"crypto/sha256"
	"crypto/subtle"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/crypto/bcrypt"
)

func headersHandler(addHeaders, dropHeaders []string) func(next http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			// add headers to response
			for _, h := range addHeaders {
				// split on first colon only
				if key, value, ok := strings.Cut(h, ":"); ok {
					key = strings.TrimSpace(key)
					value = strings.TrimSpace(value)
					if key != "" {
						w.Header().Set(key, value)
					}
				}
			}
			// drop headers from request
			for _, h := range dropHeaders {
				r.Header.Del(h)
			}
			next.ServeHTTP(w, r)
		})
	}
}

// limiterUserHandler limits requests per user ip and per proxy destination; the route's Dst is only used as a key.
func limiterUserHandler(reqSec int) func(next http.Handler) http.Handler {
	var mu sync.Mutex
	counts := map[string]int{} // keyed by server\x00srcMatch\x00rate\x00ip\x00dst
	return func(h http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			v := r.Context().Value(ctxMatch)
			if v == nil {
				h.ServeHTTP(w, r)
				return
			}
			m := v.(MatchedRoute).Mapper
			rate := m.Throttle
			if rate == 0 {
				rate = reqSec
			}
			if rate == 0 {
				h.ServeHTTP(w, r)
				return
			}
			ip, _, _ := strings.Cut(r.RemoteAddr, ":")
			key := m.Server + "\x00" + m.SrcMatch.String() + "\x00" + strconv.Itoa(rate) + "\x00" + ip + "\x00" + m.Dst
			mu.Lock()
			counts[key]++
			n := counts[key]
			mu.Unlock()
			if n > rate {
				http.Error(w, http.StatusText(http.StatusTooManyRequests), http.StatusTooManyRequests)
				return
			}
			h.ServeHTTP(w, r)
		})
	}
}

func validateBasicAuthCredentials(username, password string, allowed []string) bool {
	if username == "" {
		return false
	}
	passed := false
	usernameHash := sha256.Sum256([]byte(username))
	for _, a := range allowed {
		elems := strings.SplitN(strings.TrimSpace(a), ":", 2)
		if len(elems) != 2 || elems[0] == "" {
			continue
		}
		expectedUsernameHash := sha256.Sum256([]byte(elems[0]))
		userMatched := subtle.ConstantTimeCompare(usernameHash[:], expectedUsernameHash[:])
		passMatchErr := bcrypt.CompareHashAndPassword([]byte(elems[1]), []byte(password))
		if userMatched == 1 && passMatchErr == nil {
			passed = true
		}
	}
	return passed
}
