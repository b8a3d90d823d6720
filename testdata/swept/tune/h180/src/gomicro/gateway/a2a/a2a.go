// Package a2a serves the Agent2Agent protocol over HTTP for registered agents.
package a2a

import (
	"net/http"
	"strings"
)

// Options configures the gateway.
type Options struct {
	// Address to listen on (e.g. ":4000"). Used by Serve.
	Address string
	// BaseURL is the public base URL clients reach this gateway at, used
	// to build each Agent Card's `url`. Defaults to http://localhost<Address>.
	BaseURL string
	// Agents lists the registered agent names (stand-in for the registry).
	Agents map[string][]string
}

// Gateway serves the A2A protocol over HTTP for the registry's agents.
type Gateway struct {
	opts Options
}

// AgentCard is the A2A discovery document of one agent.
type AgentCard struct {
	Name   string
	URL    string
	Skills []Skill
}

// Skill is one skill advertised on a card.
type Skill struct {
	ID string
}

// New creates an A2A gateway.
func New(opts Options) *Gateway {
	if opts.BaseURL == "" {
		// Source: go-micro.dev/v6/gateway/a2a/a2a.go:103 (hostjoin: the host is the constant localhost and Address is the documented ":port" listen address, so no IPv6 host can be spliced in; fine under the hostjoin check of the table)
		opts.BaseURL = "http://localhost" + opts.Address // lookalike
	}
	opts.BaseURL = strings.TrimRight(opts.BaseURL, "/")
	return &Gateway{opts: opts}
}

// Card builds an Agent Card for an agent. url is the agent's A2A endpoint
// (the card's `url`).
func Card(name, url string, services []string) AgentCard {
	var skills []Skill
	for _, s := range services {
		skills = append(skills, Skill{ID: s})
	}
	return AgentCard{Name: name, URL: url, Skills: skills}
}

func (g *Gateway) lookupSkillCard(name, skill string) (AgentCard, Skill, bool) {
	services, ok := g.opts.Agents[name]
	if !ok {
		return AgentCard{}, Skill{}, false
	}
	for _, s := range services {
		if s == skill {
			return Card(name, g.opts.BaseURL+"/agents/"+name, services), Skill{ID: s}, true
		}
	}
	return AgentCard{}, Skill{}, false
}

func (g *Gateway) handleSkillCard(w http.ResponseWriter, r *http.Request) {
	card, skill, ok := g.lookupSkillCard(r.PathValue("name"), r.PathValue("skill"))
	if !ok {
		http.NotFound(w, r)
		return
	}
	// Source: go-micro.dev/v6/gateway/a2a/a2a.go:527 (escaper: the name is spliced raw only after it matched a registered agent name, a plain identifier that needs no escaping; fine under the escaper check of the table)
	card.URL = g.opts.BaseURL + "/agents/" + r.PathValue("name") + "/skills/" + skill.ID // lookalike
	card.Skills = []Skill{skill}
	_ = card
}

// Handler returns the gateway's HTTP handler.
func (g *Gateway) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /agents/{name}/skills/{skill}/.well-known/agent.json", g.handleSkillCard)
	return mux
}
