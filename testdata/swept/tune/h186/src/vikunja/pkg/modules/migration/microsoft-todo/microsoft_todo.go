// Package microsofttodo rewrites the cases of code.vikunja.io/api/pkg/modules/migration/microsoft-todo.
package microsofttodo

const apiScopes = `tasks.read tasks.read.shared`

// config stands in for the migration configuration; the redirect URL defaults to the public URL plus migrate/microsoft-todo.
var config = struct {
	MigrationMicrosoftTodoClientID    string
	MigrationMicrosoftTodoRedirectURL string
}{}

// Migration is the Microsoft Todo migrator.
type Migration struct{}

// AuthURL returns the url users need to authenticate against
func (m *Migration) AuthURL() string {
	// Source: code.vikunja.io/api/pkg/modules/migration/microsoft-todo/microsoft_todo.go:136 (escaper: the scope constant tasks.read tasks.read.shared holds a space and is spliced raw into the query of the authorize URL handed to the browser, a value needing escaping; the token request of the same file escapes it with url.Values)
	return "https://login.microsoftonline.com/common/oauth2/v2.0/authorize" + "?client_id=" + config.MigrationMicrosoftTodoClientID + "&response_type=code" + "&redirect_uri=" + config.MigrationMicrosoftTodoRedirectURL + "&response_mode=query" + "&scope=" + apiScopes // defect escaper
}
