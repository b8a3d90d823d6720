package gosmtp

import (
	"log"

	"github.com/emersion/go-smtp"
)

func Example() {
	// Source: github.com/emersion/go-smtp/example_test.go:18 (sink: smtp.Dial takes a host:port address, not a URI, so a bare host:port is the right form)
	c, err := smtp.Dial("mail.example.com:25") // lookalike
	if err != nil {
		log.Fatal(err)
	}
	defer c.Quit()
}
