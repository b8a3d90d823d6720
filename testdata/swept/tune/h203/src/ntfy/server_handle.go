package ntfy

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
)

type message struct {
	ID      string    `json:"id"`
	Topic   string    `json:"topic"`
	Message string    `json:"message"`
	Title   string    `json:"title,omitempty"`
	Click   string    `json:"click,omitempty"`
	Actions []*action `json:"actions,omitempty"`
	Attach  string    `json:"attach,omitempty"`
}

// handle is a stand-in for the server's HTTP entry point: it publishes the body (or JSON body) as a message.
func (s *Server) handle(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	m := &message{ID: RandomString(12), Topic: strings.TrimPrefix(r.URL.Path, "/"), Message: string(body)}
	if r.URL.Path == "/" {
		var pm publishMessage
		if err := json.Unmarshal(body, &pm); err == nil {
			m.Topic, m.Message, m.Attach, m.Click = pm.Topic, pm.Message, pm.Attach, pm.Click
		}
	}
	if click := r.Header.Get("X-Click"); click != "" {
		m.Click = click
	}
	if a := r.Header.Get("Actions"); a != "" {
		m.Actions, _ = parseActions(a)
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(m)
}
