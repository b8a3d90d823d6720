package linebot

import (
	"fmt"
	"log"
	"net/http"
	"os"
)

// EchoBotMain serves the echo bot's webhook.
func EchoBotMain() {
	// This is just sample code.
	// For actual use, you must support HTTPS by using `ListenAndServeTLS`, a reverse proxy or something else.
	port := os.Getenv("PORT")
	if port == "" {
		port = "5000"
	}
	// Source: github.com/line/line-bot-sdk-go/examples/echo_bot/server.go:105 (hostjoin: the host is the constant "localhost", only the port comes from the environment; a line printed for the user)
	fmt.Println("http://localhost:" + port + "/") // lookalike
	if err := http.ListenAndServe(":"+port, nil); err != nil {
		log.Fatal(err)
	}
}
