package fix

import "fmt"

func oneImport(host string, port int) string {
	return fmt.Sprintf("postgres://u:pw@%s:%d/db", host, port) // want `"postgres://u:\*\*\*@…:…/db" joins`
}
