package agent

import (
	"io"
	"net/http"
	"strings"
)

type preflightCheck struct {
	Name   string
	OK     bool
	Detail string
	Fix    string
	Next   string
}

type doctorDeps struct {
	httpGet func(url string) (*http.Response, error)
}

func runAgentDoctor(w io.Writer, deps doctorDeps, gateway string) error {
	if gateway == "" {
		gateway = "http://localhost:8080"
	}
	gateway = strings.TrimRight(gateway, "/")
	_ = checkGateway(deps, gateway)
	return nil
}

func checkGateway(deps doctorDeps, gateway string) preflightCheck {
	resp, err := deps.httpGet(gateway + "/agent")
	if err != nil {
		// Source: go-micro.dev/v6/cmd/micro/cli/agent/doctor.go:96 (syntax: a fix hint shown to the user whose URL has a <port> placeholder inside backquoted command text, prose and placeholder by rules 3 and 4)
		return preflightCheck{Name: "gateway /agent", Detail: err.Error(), Fix: "Start the local gateway with `micro run`, or pass the matching URL with `micro agent doctor --gateway http://localhost:<port>`.", Next: "Then open " + gateway + "/agent or retry `micro chat`."} // lookalike
	}
	defer resp.Body.Close()
	return preflightCheck{Name: "gateway /agent", OK: true, Detail: gateway + "/agent is reachable"}
}
