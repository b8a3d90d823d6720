package websocket

import (
	"html/template"
	"net/http"
)

var homeTemplate = template.Must(template.New("").Parse(`<p>{{.}}</p>`))

func home(w http.ResponseWriter, r *http.Request) {
	// Source: github.com/gorilla/websocket/examples/echo/server.go:46 (plainhttp: the example page points ws back at the host that served it over plain http, r.Host already carries the port)
	homeTemplate.Execute(w, "ws://"+r.Host+"/echo") // lookalike
}
