// Package value holds expressions that are no sites, whose string values
// a check may still ask about.
package value

import (
	"fmt"
	"path"
)

const base = "https://api.example.com"

func join(p, host string) {
	_ = path.Join(base+"/v1", p)                        // want `value "https://api.example.com/v1", last byte at 13:24`
	_ = path.Join(fmt.Sprintf("http://%s:8080/", host)) // want `value "http://…:8080/", last byte at 14:43, hole "x" at 36`
	prefix := "ftp://files.example.com"
	_ = path.Join(prefix, "a") // want `value "ftp://files.example.com", last byte at 15:35` `value "a", last byte at 16:25`
}
