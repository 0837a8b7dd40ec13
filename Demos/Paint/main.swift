PaintCommand.main()
