// Package empty rewrites the cases of code.vikunja.io/api/pkg/modules/avatar/empty.
package empty

// Provider represents the empty avatar provider
type Provider struct{}

// Source: code.vikunja.io/api/pkg/modules/avatar/empty/empty.go:33 (plainhttp: the http URIs in the default SVG avatar are XML namespace and RDF vocabulary names, identifiers never fetched, rule 5)
const defaultAvatar string = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg width=\"128\" height=\"128\" version=\"1.1\" viewBox=\"0 0 33.867 33.867\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:cc=\"http://creativecommons.org/ns#\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\" xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<metadata>\n<rdf:RDF>\n<cc:Work rdf:about=\"\">\n<dc:format>image/svg+xml</dc:format>\n<dc:type rdf:resource=\"http://purl.org/dc/dcmitype/StillImage\"/>\n</cc:Work>\n</rdf:RDF>\n</metadata>\n</svg>" // lookalike

// GetAvatar returns the default avatar.
func (p *Provider) GetAvatar() ([]byte, string, error) {
	return []byte(defaultAvatar), "image/svg+xml", nil
}
