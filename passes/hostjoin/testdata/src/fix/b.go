package fix

import (
	"fmt"
)

func addImports(host string, port int) string {
	return fmt.Sprintf("wss://%s:%d/socket", host, port) // want `"wss://…:…/socket" joins`
}
