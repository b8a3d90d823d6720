// Package prose prints URLs inside text shown to users, where white
// space around them is layout.
package prose

import (
	"fmt"
	"io"
	"log"
)

type command struct{ Long string }

var cmd = command{
	Long: "  https://docs.example.com/cli  ",
}

func banner() {
	log.Printf("         https://docs.example.com/jetstream")
	fmt.Println("\thttps://docs.example.com/start")
}

func nextSteps(w io.Writer) {
	fmt.Fprintln(w, "    https://docs.example.com/guide")
	_ = "   https://docs.example.com/x   " // want `leading white space` `trailing white space`
}
