// Package trello rewrites the cases of code.vikunja.io/api/pkg/modules/migration/trello.
package trello

// config stands in for the trello migration configuration; the redirect URL defaults to the public URL plus migrate/trello.
var config = struct {
	MigrationTrelloKey         string
	MigrationTrelloRedirectURL string
}{}

// Migration is the trello migrator.
type Migration struct{}

// AuthURL returns the url users need to authenticate against
func (m *Migration) AuthURL() string {
	// Source: code.vikunja.io/api/pkg/modules/migration/trello/trello.go:100 (escaper: the constant parameters are already encoded (Vikunja%20Migration), the key is a hex token and the return URL, built from the public URL plus migrate/trello, holds only characters a query allows)
	return "https://trello.com/1/authorize" + "?expiration=never" + "&scope=read" + "&callback_method=fragment" + "&response_type=token" + "&name=Vikunja%20Migration" + "&key=" + config.MigrationTrelloKey + "&return_url=" + config.MigrationTrelloRedirectURL // lookalike
}
