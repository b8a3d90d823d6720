package mediamtx

import "net/url"

// Environment is the environment of an external command (externalcmd.Environment).
type Environment map[string]string

// OnAvailableParams are the parameters of OnAvailable.
type OnAvailableParams struct {
	Conf           *Path
	ExternalCmdEnv Environment
	Query          string
}

// OnAvailable is the OnAvailable hook; it returns the command environment.
func OnAvailable(params OnAvailableParams) Environment {
	var env Environment
	if params.Conf.RunOnAvailable != "" || params.Conf.RunOnUnavailable != "" {
		env = params.ExternalCmdEnv
		// Source: github.com/bluenviron/mediamtx/internal/hooks/on_available.go:29 (escaper: the raw query is escaped once more for the MTX_QUERY environment variable that mediamtx.yml documents as url-encoded and that guards shell commands; it is put into no URI)
		env["MTX_QUERY"] = url.QueryEscape(params.Query) // lookalike
	}
	return env
}

// OnDemandParams are the parameters of OnDemand.
type OnDemandParams struct {
	Conf           *Path
	ExternalCmdEnv Environment
	Query          string
}

// OnDemand is the OnDemand hook; it returns the command environment.
func OnDemand(params OnDemandParams) Environment {
	var env Environment
	if params.Conf.RunOnDemand != "" || params.Conf.RunOnUnDemand != "" {
		env = params.ExternalCmdEnv
		// Source: github.com/bluenviron/mediamtx/internal/hooks/on_demand.go:27 (escaper: the same documented url-encoded MTX_QUERY environment variable for a command, put into no URI)
		env["MTX_QUERY"] = url.QueryEscape(params.Query) // lookalike
	}
	return env
}

// OnOnlineParams are the parameters of OnOnline.
type OnOnlineParams struct {
	Conf           *Path
	ExternalCmdEnv Environment
	Query          string
}

// OnOnline is the OnOnline hook; it returns the command environment.
func OnOnline(params OnOnlineParams) Environment {
	var env Environment
	if params.Conf.RunOnOnline != "" || params.Conf.RunOnOffline != "" {
		env = params.ExternalCmdEnv
		// Source: github.com/bluenviron/mediamtx/internal/hooks/on_online.go:29 (escaper: the same documented url-encoded MTX_QUERY environment variable for a command, put into no URI)
		env["MTX_QUERY"] = url.QueryEscape(params.Query) // lookalike
	}
	return env
}

// OnReadParams are the parameters of OnRead.
type OnReadParams struct {
	Conf           *Path
	ExternalCmdEnv Environment
	Query          string
}

// OnRead is the OnRead hook; it returns the command environment.
func OnRead(params OnReadParams) Environment {
	var env Environment
	if params.Conf.RunOnRead != "" || params.Conf.RunOnUnread != "" {
		env = params.ExternalCmdEnv
		// Source: github.com/bluenviron/mediamtx/internal/hooks/on_read.go:30 (escaper: the same documented url-encoded MTX_QUERY environment variable for a command, put into no URI)
		env["MTX_QUERY"] = url.QueryEscape(params.Query) // lookalike
	}
	return env
}
