package onepanel

import "strings"

// IDirective is an nginx directive.
type IDirective interface {
	GetName() string
	GetParameters() []string
}

// Directive is one nginx directive with parameters and an optional block.
type Directive struct {
	Name       string
	Parameters []string
	Block      *Block
}

// GetName returns the directive name.
func (d *Directive) GetName() string { return d.Name }

// GetParameters returns the directive parameters.
func (d *Directive) GetParameters() []string { return d.Parameters }

// Block is a list of directives.
type Block struct {
	Directives []IDirective
}

// Server is an nginx server block (backend/utils/nginx/components).
type Server struct {
	Directives []IDirective
}

// UpdateDirective sets a directive in the server block.
func (s *Server) UpdateDirective(key string, params []string) {
	s.Directives = append(s.Directives, &Directive{Name: key, Parameters: params})
}

// UpdateDirectiveBySecondKey replaces the directive whose first parameter starts with second.
func (s *Server) UpdateDirectiveBySecondKey(name, second string, directive Directive) {
	for i, d := range s.Directives {
		if d.GetName() == name && len(d.GetParameters()) > 0 && strings.HasPrefix(d.GetParameters()[0], second) {
			s.Directives[i] = &directive
			return
		}
	}
	s.Directives = append(s.Directives, &directive)
}

// UpdateRootProxy writes "location / { proxy_pass URL; ... }": each proxy is
// the upstream URL nginx forwards requests to.
func (s *Server) UpdateRootProxy(proxy []string) {
	block := &Block{}
	block.Directives = append(block.Directives, &Directive{Name: "proxy_pass", Parameters: proxy})
	s.Directives = append(s.Directives, &Directive{Name: "location", Parameters: []string{"/"}, Block: block})
}

// AddHTTP2HTTPS makes the server redirect plain HTTP requests to HTTPS.
func (s *Server) AddHTTP2HTTPS() {
	newDir := Directive{
		Name:       "if",
		Parameters: []string{"($scheme = http)"},
		Block:      &Block{},
	}
	block := &Block{}
	block.Directives = append(block.Directives, &Directive{
		Name: "return",
		// Source: github.com/1Panel-dev/1Panel/backend/utils/nginx/components/server.go:367 (hostform: $host and $request_uri are nginx variables filled per request with the client's Host and URI, so judged filled this is an ordinary https URL)
		Parameters: []string{"301", "https://$host$request_uri"}, // lookalike
	})
	newDir.Block = block
	s.UpdateDirectiveBySecondKey("if", "($scheme", newDir)
}
